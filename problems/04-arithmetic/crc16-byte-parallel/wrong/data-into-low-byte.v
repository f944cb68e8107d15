// 常见错误：把数据字节异或到 crc 的低 8 位上；先送最高位时，数据位是从 crc 的最高位那一端进去的
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
            x = c ^ {8'h00, d};
            for (i = 0; i < 8; i = i + 1)
                x = x[15] ? ({x[14:0], 1'b0} ^ 16'h1021) : {x[14:0], 1'b0};
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
