// 常见错误：先异或多项式再左移，抽头整体错了一位，实际用的多项式成了 x^3 + x^2 + x
module TopModule(input clk, input reset, input clear, input en, input din, output reg [7:0] crc);
    wire fb = crc[7] ^ din;
    always @(posedge clk) begin
        if (reset || clear)
            crc <= 8'h00;
        else if (en)
            crc <= {(crc[6:0] ^ (fb ? 7'h07 : 7'h00)), 1'b0};
    end
endmodule
