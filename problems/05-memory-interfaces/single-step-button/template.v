module TopModule(
    input        clk,
    input        reset,
    input        run_sw,
    input        step_btn,
    output       cpu_en,
    output [7:0] cycles
);
    // 在这里写你的代码

endmodule
