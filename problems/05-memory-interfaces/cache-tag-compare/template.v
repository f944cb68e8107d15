module TopModule(
    input        clk,
    input        reset,
    input  [7:0] addr,
    input        fill,
    input        flush,
    output       hit,
    output       conflict
);
    // 在这里写你的代码

endmodule
