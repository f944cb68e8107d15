module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    output       n,
    output       c,
    output       v,
    output       eq,
    output       lt_u,
    output       lt_s
);
    // 在这里写你的代码

endmodule
