module TopModule(
    input            clk,
    input            reset,
    input            we,
    input      [3:0] waddr,
    input      [7:0] wdata,
    input            re,
    input      [3:0] raddr,
    output reg [7:0] rdata
);
    // 在这里写你的代码

endmodule
