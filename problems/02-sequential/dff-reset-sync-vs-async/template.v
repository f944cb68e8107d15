module TopModule(
    input      clk,
    input      reset,
    input      en,
    input      d,
    output reg q_sync,
    output reg q_async
);
    // 在这里写你的代码

endmodule
