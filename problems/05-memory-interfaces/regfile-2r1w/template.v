module TopModule(
    input        clk,
    input        reset,
    input        we,
    input  [2:0] waddr,
    input  [7:0] wdata,
    input  [2:0] raddr_a,
    input  [2:0] raddr_b,
    output [7:0] rdata_a,
    output [7:0] rdata_b
);
    // 在这里写你的代码

endmodule
