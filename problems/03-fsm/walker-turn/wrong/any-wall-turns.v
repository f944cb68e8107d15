// 常见错误：不分左右，碰到任何一边的墙就掉头，身后的墙也让它转身
module TopModule(input clk, input reset, input wall_l, input wall_r, output walk_l, output walk_r);
    localparam LEFT = 2'd0, RIGHT = 2'd1, STUCK_L = 2'd2, STUCK_R = 2'd3;
    reg [1:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= RIGHT;
        else state <= next;
    end
    always @(*) begin
        case (state)
            LEFT:    next = (wall_l && wall_r) ? STUCK_L : (wall_l || wall_r) ? RIGHT : LEFT;
            RIGHT:   next = (wall_l && wall_r) ? STUCK_R : (wall_l || wall_r) ? LEFT : RIGHT;
            STUCK_L: next = (wall_l && wall_r) ? STUCK_L : wall_l ? RIGHT : LEFT;
            default: next = (wall_l && wall_r) ? STUCK_R : wall_r ? LEFT : RIGHT;
        endcase
    end
    assign walk_l = (state == LEFT);
    assign walk_r = (state == RIGHT);
endmodule
