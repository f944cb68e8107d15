module TopModule(
    input  [1:0] d,
    input        s,
    output [1:0] y
);
    // 在这里写你的代码

endmodule
