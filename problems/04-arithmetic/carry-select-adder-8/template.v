module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    input        cin,
    output [7:0] sum,
    output       cout,
    output       c4,
    output [4:0] hi0,
    output [4:0] hi1
);
    // 在这里写你的代码

endmodule
