module TopModule(
    input            clk,
    input            reset,
    input            we,
    input      [3:0] addr,
    input      [7:0] din,
    output reg [7:0] dout,
    output reg       busy
);
    // 在这里写你的代码

endmodule
