module TopModule(
    input  [7:0] bin,
    output [3:0] hund,
    output [3:0] tens,
    output [3:0] ones
);
    // 在这里写你的代码

endmodule
