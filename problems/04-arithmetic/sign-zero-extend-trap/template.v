module TopModule(
    input  [7:0] a,
    input  [3:0] b,
    input  [3:0] u,
    output [8:0] sab,
    output [8:0] sau,
    output       lt_ab,
    output       lt_au
);
    // 在这里写你的代码

endmodule
