module TopModule(
    input  clk,
    input  reset,
    input  wall_l,
    input  wall_r,
    input  hole,
    input  dig,
    output walk_l,
    output walk_r,
    output fall,
    output digging
);
    // 独热码：每个状态占 state 的一位，下面是位号。每个状态都分“左”“右”两个，记住方向
    localparam WL = 0,  // 向左走
               WR = 1,  // 向右走
               SL = 2,  // 卡住，原来向左
               SR = 3,  // 卡住，原来向右
               FL = 4,  // 下落，原来向左
               FR = 5,  // 下落，原来向右
               DL = 6,  // 挖地，原来向左
               DR = 7;  // 挖地，原来向右

    reg  [7:0] state, next;

    wire both   = wall_l && wall_r;
    wire walkin = !hole && !dig;      // 脚下有地、没按挖地：按上一题的规则走

    always @(posedge clk) begin
        if (reset)
            state <= 8'b0000_0010;    // 向右走（WR）
        else
            state <= next;
    end

    // 独热码的次态：每一位写成“从哪些状态、在什么条件下进入它”
    always @(*) begin
        next = 8'b0;
        next[FL] = hole && (state[WL] || state[SL] || state[DL] || state[FL]);
        next[FR] = hole && (state[WR] || state[SR] || state[DR] || state[FR]);
        next[DL] = !hole && dig && (state[WL] || state[SL] || state[DL]);
        next[DR] = !hole && dig && (state[WR] || state[SR] || state[DR]);
        next[SL] = walkin && both && (state[WL] || state[SL]);
        next[SR] = walkin && both && (state[WR] || state[SR]);
        next[WL] = (walkin && !wall_l && (state[WL] || state[SL]))
                 || (walkin && wall_r && !wall_l && (state[WR] || state[SR]))
                 || (!hole && state[FL])             // 落地：按原方向走
                 || (walkin && state[DL]);           // 松开挖地：按原方向走
        next[WR] = (walkin && !wall_r && (state[WR] || state[SR]))
                 || (walkin && wall_l && !wall_r && (state[WL] || state[SL]))
                 || (!hole && state[FR])
                 || (walkin && state[DR]);
    end

    // Moore 型输出
    assign walk_l  = state[WL];
    assign walk_r  = state[WR];
    assign fall    = state[FL] || state[FR];
    assign digging = state[DL] || state[DR];
endmodule
