module TopModule(
    input  clk,
    input  reset,
    input  wall_l,
    input  wall_r,
    output walk_l,
    output walk_r
);
    localparam LEFT    = 2'd0,  // 向左走
               RIGHT   = 2'd1,  // 向右走
               STUCK_L = 2'd2,  // 两边都堵住，停下；原来向左
               STUCK_R = 2'd3;  // 两边都堵住，停下；原来向右

    reg [1:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= RIGHT;         // 嘟嘟醒来时先向右走
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            LEFT:
                if (wall_l && wall_r)      next = STUCK_L;
                else if (wall_l)           next = RIGHT;   // 只有前方的墙才让它掉头
                else                       next = LEFT;
            RIGHT:
                if (wall_l && wall_r)      next = STUCK_R;
                else if (wall_r)           next = LEFT;
                else                       next = RIGHT;
            STUCK_L:
                if (wall_l && wall_r)      next = STUCK_L;
                else if (wall_l)           next = RIGHT;   // 只剩一边有墙：朝没有墙的一边走
                else                       next = LEFT;    // 只剩右边有墙，或两边都通：按原方向
            default:                                      // STUCK_R
                if (wall_l && wall_r)      next = STUCK_R;
                else if (wall_r)           next = LEFT;
                else                       next = RIGHT;
        endcase
    end

    // Moore 型：停下时两个输出都为 0
    assign walk_l = (state == LEFT);
    assign walk_r = (state == RIGHT);
endmodule
