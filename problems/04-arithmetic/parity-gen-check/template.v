module TopModule(
    input  [7:0] data,
    input        odd_sel,
    input        rx_par,
    output       par,
    output       err
);
    // 在这里写你的代码

endmodule
