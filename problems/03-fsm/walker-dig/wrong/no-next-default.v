// 常见错误：独热码的次态块开头忘了写 next = 0，只在条件成立时给某一位赋 1，
// 其余位保持上一次的值（组合逻辑里出现了锁存器），状态里会同时有好几个 1
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
        if (hole && (state[WL] || state[SL] || state[DL] || state[FL])) next[FL] = 1'b1;
        if (hole && (state[WR] || state[SR] || state[DR] || state[FR])) next[FR] = 1'b1;
        if (!hole && dig && (state[WL] || state[SL] || state[DL])) next[DL] = 1'b1;
        if (!hole && dig && (state[WR] || state[SR] || state[DR])) next[DR] = 1'b1;
        if (walkin && both && (state[WL] || state[SL])) next[SL] = 1'b1;
        if (walkin && both && (state[WR] || state[SR])) next[SR] = 1'b1;
        if ((walkin && !wall_l && (state[WL] || state[SL]))
            || (walkin && wall_r && !wall_l && (state[WR] || state[SR]))
            || (!hole && state[FL]) || (walkin && state[DL])) next[WL] = 1'b1;
        if ((walkin && !wall_r && (state[WR] || state[SR]))
            || (walkin && wall_l && !wall_r && (state[WL] || state[SL]))
            || (!hole && state[FR]) || (walkin && state[DR])) next[WR] = 1'b1;
    end
    assign walk_l = state[WL];
    assign walk_r = state[WR];
    assign fall = state[FL] || state[FR];
    assign digging = state[DL] || state[DR];
endmodule
