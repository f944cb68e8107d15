module TopModule(
    input      clk,
    input      areset,
    input      j,
    input      k,
    output reg q
);
    // 在这里写你的代码

endmodule
