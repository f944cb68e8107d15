// 常见错误：下落只用一个状态，忘了掉下去之前的方向，落地后总是向右走
module TopModule(input clk, input reset, input wall_l, input wall_r, input hole, input dig,
                 output walk_l, output walk_r, output fall, output digging);
    localparam WL = 3'd0, WR = 3'd1, SL = 3'd2, SR = 3'd3, FA = 3'd4, DL = 3'd6, DR = 3'd7;
    reg [2:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= WR;
        else state <= next;
    end
    always @(*) begin
        if (hole) next = FA;
        else case (state)
            FA: next = WR;
            DL: next = dig ? DL : WL;
            DR: next = dig ? DR : WR;
            default:
                if (dig) next = (state == WL || state == SL) ? DL : DR;
                else if (wall_l && wall_r) next = (state == WL || state == SL) ? SL : SR;
                else if (wall_l) next = (state == WL || state == SL) ? WR : (state == WR) ? WR : WL;
                else if (wall_r) next = WL;
                else next = (state == WL || state == SL) ? WL : WR;
        endcase
    end
    assign walk_l = (state == WL);
    assign walk_r = (state == WR);
    assign fall = (state == FA);
    assign digging = (state == DL) || (state == DR);
endmodule
