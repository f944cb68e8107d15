module TopModule(
    input             clk,
    input             reset,
    input             init,
    input             valid,
    input      [7:0]  data,
    output reg [15:0] crc
);
    // 把串行算法的 8 步在组合逻辑里展开：for 循环在综合时被展开成 8 层异或网络，一拍算完一个字节
    function [15:0] crc_byte(input [15:0] c, input [7:0] d);
        integer i;
        reg [15:0] x;
        begin
            // 先送最高位：字节的 8 位依次与 crc 的最高位相遇，等价于先把字节异或到高 8 位上，再移 8 次
            x = c ^ {d, 8'h00};
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
