module TopModule(
    input  [3:0] addr,
    output [7:0] level
);
    // 在这里写你的代码

endmodule
