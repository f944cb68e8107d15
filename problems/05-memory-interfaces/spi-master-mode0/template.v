module TopModule(
    input        clk,
    input        reset,
    input        start,
    input  [7:0] tx_data,
    input        miso,
    output       sclk,
    output       mosi,
    output       cs_n,
    output [7:0] rx_data,
    output       done
);
    // 在这里写你的代码

endmodule
