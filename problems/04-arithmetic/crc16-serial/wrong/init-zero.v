// 常见错误：初值用了 0；MODBUS 的 CRC 从全 1 开始，否则数据开头的 0 字节对 CRC 毫无影响，检不出来
module TopModule(input clk, input reset, input init, input en, input din, output reg [15:0] crc);
    wire fb = crc[0] ^ din;
    always @(posedge clk) begin
        if (reset || init)
            crc <= 16'h0000;
        else if (en)
            crc <= {1'b0, crc[15:1]} ^ (fb ? 16'hA001 : 16'h0000);
    end
endmodule
