// 常见错误：照搬上一题先送最高位的写法，向左移、看最高位、异或 16'h8005；对先送最低位的数据流，这算的是另一种 CRC
module TopModule(input clk, input reset, input init, input en, input din, output reg [15:0] crc);
    wire fb = crc[15] ^ din;
    always @(posedge clk) begin
        if (reset || init)
            crc <= 16'hFFFF;
        else if (en)
            crc <= {crc[14:0], 1'b0} ^ (fb ? 16'h8005 : 16'h0000);
    end
endmodule
