module TopModule(
    input        clk,
    input        reset,
    input        rx,
    output [7:0] data,
    output       valid,
    output       frame_err
);
    // 在这里写你的代码

endmodule
