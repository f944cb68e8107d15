module TopModule(
    input  [7:0] wr_g,
    input  [7:0] rd_g,
    output [7:0] wr_b,
    output [7:0] rd_b,
    output [7:0] count
);
    // 格雷码转二进制：从最高位往下，每一位等于高一位的二进制位与本位格雷码的异或，
    // 也就是本位及以上所有格雷码位的异或
    function [7:0] gray2bin(input [7:0] g);
        integer i;
        begin
            gray2bin[7] = g[7];
            for (i = 6; i >= 0; i = i - 1)
                gray2bin[i] = gray2bin[i + 1] ^ g[i];
        end
    endfunction

    assign wr_b  = gray2bin(wr_g);
    assign rd_b  = gray2bin(rd_g);
    // 指针都是模 256 的，差也按 8 位取模：写指针绕回 0 之后照样正确
    assign count = wr_b - rd_b;
endmodule
