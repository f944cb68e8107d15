module TopModule(
    input  in,
    output out
);
    // 在这里写你的代码

endmodule
