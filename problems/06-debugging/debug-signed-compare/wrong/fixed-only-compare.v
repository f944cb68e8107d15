// 只改对了一处：加法改对了，比较的一边仍是无符号数，整个比较按无符号数进行，负数被当成了很大的正数
module TopModule(
    input  [7:0] x,
    input  [7:0] off,
    input  [7:0] lim,
    output [8:0] y,
    output       hi
);
    // x、off、lim 都是补码；校准值 y = x + off 用 9 位才放得下
    wire signed [8:0] cal = $signed(x) + $signed(off);

    assign y  = cal;
    assign hi = cal > lim;
endmodule
