module TopModule(
    input        clk,
    input        reset,
    input  [3:0] pos,
    output       pulse,
    output       frame_start
);
    // 在这里写你的代码

endmodule
