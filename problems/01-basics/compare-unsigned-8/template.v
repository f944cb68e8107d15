module TopModule(
    input      [7:0] a,
    input      [7:0] b,
    output reg       lt,
    output reg       eq,
    output reg       gt
);
    // 在这里写你的代码

endmodule
