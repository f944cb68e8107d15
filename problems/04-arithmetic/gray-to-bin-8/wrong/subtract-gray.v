// 常见错误：二进制指针转对了，数据个数却直接用两个格雷码相减；格雷码不是按数值排列的，不能直接做算术
module TopModule(input [7:0] wr_g, input [7:0] rd_g, output [7:0] wr_b, output [7:0] rd_b, output [7:0] count);
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
    assign count = wr_g - rd_g;
endmodule
