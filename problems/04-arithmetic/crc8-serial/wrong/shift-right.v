// 常见错误：照搬“反射”式的写法往右移、看最低位，并把多项式倒过来（8'hE0）；那是先发最低位的 CRC，与本题约定的位序不同
module TopModule(input clk, input reset, input clear, input en, input din, output reg [7:0] crc);
    wire fb = crc[0] ^ din;
    always @(posedge clk) begin
        if (reset || clear)
            crc <= 8'h00;
        else if (en)
            crc <= {1'b0, crc[7:1]} ^ (fb ? 8'hE0 : 8'h00);
    end
endmodule
