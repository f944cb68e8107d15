module TopModule(
    input      clk,
    input      rst,
    input      t,
    output reg q
);
    // 在这里写你的代码

endmodule
