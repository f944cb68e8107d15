module TopModule(
    input        clk,
    input        reset,
    input        cs_n,
    input        sclk,
    input        mosi,
    input  [7:0] tx_data,
    output       miso,
    output [7:0] rx_data,
    output       rx_valid
);
    // 在这里写你的代码

endmodule
