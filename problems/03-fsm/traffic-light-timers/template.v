module TopModule(
    input            clk,
    input            reset,
    input            ew_car,
    output reg [2:0] ns,
    output reg [2:0] ew
);
    // 在这里写你的代码

endmodule
