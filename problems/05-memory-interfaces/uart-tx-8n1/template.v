module TopModule(
    input        clk,
    input        reset,
    input        start,
    input  [7:0] din,
    output       tx,
    output       busy
);
    // 在这里写你的代码

endmodule
