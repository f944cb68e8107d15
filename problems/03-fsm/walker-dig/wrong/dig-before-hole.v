// 常见错误：优先级写反，先判断挖地再判断脚下有没有地：按住挖地时脚下空了也不会下落
module TopModule(input clk, input reset, input wall_l, input wall_r, input hole, input dig,
                 output walk_l, output walk_r, output fall, output digging);
    localparam WL = 0, WR = 1, SL = 2, SR = 3, FL = 4, FR = 5, DL = 6, DR = 7;
    reg [7:0] state, next;
    wire both = wall_l && wall_r;
    wire walkin = !hole && !dig;
    always @(posedge clk) begin
        if (reset) state <= 8'b0000_0010;
        else state <= next;
    end
    always @(*) begin
        next = 8'b0;
        next[DL] = dig && (state[WL] || state[SL] || state[DL]);
        next[DR] = dig && (state[WR] || state[SR] || state[DR]);
        next[FL] = hole && !dig && (state[WL] || state[SL] || state[DL]) || hole && state[FL];
        next[FR] = hole && !dig && (state[WR] || state[SR] || state[DR]) || hole && state[FR];
        next[SL] = walkin && both && (state[WL] || state[SL]);
        next[SR] = walkin && both && (state[WR] || state[SR]);
        next[WL] = (walkin && !wall_l && (state[WL] || state[SL]))
                 || (walkin && wall_r && !wall_l && (state[WR] || state[SR]))
                 || (!hole && state[FL]) || (walkin && state[DL]);
        next[WR] = (walkin && !wall_r && (state[WR] || state[SR]))
                 || (walkin && wall_l && !wall_r && (state[WL] || state[SL]))
                 || (!hole && state[FR]) || (walkin && state[DR]);
    end
    assign walk_l = state[WL];
    assign walk_r = state[WR];
    assign fall = state[FL] || state[FR];
    assign digging = state[DL] || state[DR];
endmodule
