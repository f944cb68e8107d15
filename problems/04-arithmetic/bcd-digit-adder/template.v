module TopModule(
    input  [3:0] a,
    input  [3:0] b,
    input        cin,
    output [3:0] s,
    output       cout
);
    // 在这里写你的代码

endmodule
