// 常见错误：只用一个“停下”状态，忘了停下前的方向；两边都通时总是向右走
module TopModule(input clk, input reset, input wall_l, input wall_r, output walk_l, output walk_r);
    localparam LEFT = 2'd0, RIGHT = 2'd1, STUCK = 2'd2;
    reg [1:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= RIGHT;
        else state <= next;
    end
    always @(*) begin
        case (state)
            LEFT:    next = (wall_l && wall_r) ? STUCK : wall_l ? RIGHT : LEFT;
            RIGHT:   next = (wall_l && wall_r) ? STUCK : wall_r ? LEFT : RIGHT;
            default: next = (wall_l && wall_r) ? STUCK : wall_r ? LEFT : RIGHT;
        endcase
    end
    assign walk_l = (state == LEFT);
    assign walk_r = (state == RIGHT);
endmodule
