module TopModule(
    input  clk,
    input  reset,
    input  scl,
    input  sda,
    output start_det,
    output stop_det,
    output busy
);
    // 在这里写你的代码

endmodule
