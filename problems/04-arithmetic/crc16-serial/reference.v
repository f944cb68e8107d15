module TopModule(
    input             clk,
    input             reset,
    input             init,
    input             en,
    input             din,
    output reg [15:0] crc
);
    // 先送最低位的 CRC：寄存器向右移，反馈位取移出去的最低位
    wire fb = crc[0] ^ din;

    always @(posedge clk) begin
        if (reset || init)
            crc <= 16'hFFFF;                 // 初值全 1
        else if (en)
            // 多项式 16'h8005 按位倒过来是 16'hA001
            crc <= {1'b0, crc[15:1]} ^ (fb ? 16'hA001 : 16'h0000);
    end
endmodule
