// 常见错误：初值用了 0（那是 XMODEM 的约定）；本题的 CRC-16/CCITT 从 16'hFFFF 开始
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
            x = c ^ {d, 8'h00};
            for (i = 0; i < 8; i = i + 1)
                x = x[15] ? ({x[14:0], 1'b0} ^ 16'h1021) : {x[14:0], 1'b0};
            crc_byte = x;
        end
    endfunction

    always @(posedge clk) begin
        if (reset || init)
            crc <= 16'h0000;
        else if (valid)
            crc <= crc_byte(crc, data);
    end
endmodule
