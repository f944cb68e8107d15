module TopModule(
    input  [255:0] in,
    input  [7:0]   sel,
    output         out
);
    // 在这里写你的代码

endmodule
