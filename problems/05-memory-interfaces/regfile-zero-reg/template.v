module TopModule(
    input        clk,
    input        reset,
    input        we,
    input  [2:0] waddr,
    input  [7:0] wdata,
    input  [2:0] raddr,
    output [7:0] rdata
);
    // 在这里写你的代码

endmodule
