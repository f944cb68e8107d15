module TopModule(
    input      clk,
    input      reset,
    input      btn,
    output reg level,
    output reg press
);
    // 在这里写你的代码

endmodule
