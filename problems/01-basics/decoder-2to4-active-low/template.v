module TopModule(
    input        en_n,
    input  [1:0] a,
    output [3:0] y_n
);
    // 在这里写你的代码

endmodule
