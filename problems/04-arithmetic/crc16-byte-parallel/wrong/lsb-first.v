// 常见错误：逐位处理时从字节的最低位开始；本题约定先送最高位，字节的位序反了
module TopModule(
    input             clk,
    input             reset,
    input             init,
    input             valid,
    input      [7:0]  data,
    output reg [15:0] crc
);
    function [15:0] crc_byte(input [15:0] c, input [7:0] d);
        integer i;
        reg [15:0] x;
        begin
            x = c;
            for (i = 0; i < 8; i = i + 1)
                x = (x[15] ^ d[i]) ? ({x[14:0], 1'b0} ^ 16'h1021) : {x[14:0], 1'b0};
            crc_byte = x;
        end
    endfunction

    always @(posedge clk) begin
        if (reset || init)
            crc <= 16'hFFFF;
        else if (valid)
            crc <= crc_byte(crc, data);
    end
endmodule
