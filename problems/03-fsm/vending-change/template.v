module TopModule(
    input            clk,
    input            reset,
    input      [1:0] coin,
    output reg [2:0] credit,
    output reg       vend,
    output reg [2:0] change
);
    // 在这里写你的代码

endmodule
