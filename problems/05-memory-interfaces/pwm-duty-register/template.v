module TopModule(
    input        clk,
    input        reset,
    input        we,
    input        addr,
    input  [7:0] wdata,
    output [7:0] rdata,
    output [7:0] cnt,
    output       pwm
);
    // 在这里写你的代码

endmodule
