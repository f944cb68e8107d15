module TopModule(
    input  [7:0]  in,
    output [7:0]  rev,
    output [15:0] sext
);
    // 在这里写你的代码

endmodule
