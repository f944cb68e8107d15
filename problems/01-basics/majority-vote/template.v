module TopModule(
    input  a,
    input  b,
    input  c,
    output pass,
    output unanimous
);
    // 在这里写你的代码

endmodule
