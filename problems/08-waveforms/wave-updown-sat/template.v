module TopModule(
    input            clk,
    input            rst,
    input            up,
    input            dn,
    output reg [2:0] q
);
    // 在这里写你的代码

endmodule
