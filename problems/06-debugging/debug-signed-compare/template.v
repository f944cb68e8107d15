module TopModule(
    input  [7:0] x,
    input  [7:0] off,
    input  [7:0] lim,
    output [8:0] y,
    output       hi
);
    // x、off、lim 都是补码；校准值 y = x + off 用 9 位才放得下
    wire signed [8:0] cal = $signed(x) + off;

    assign y  = cal;
    assign hi = cal > lim;
endmodule
