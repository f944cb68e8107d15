// 常见错误：从最低位开始递推 b[i] = b[i-1] ^ g[i]；解码的链必须从最高位往下走
module TopModule(input [7:0] wr_g, input [7:0] rd_g, output [7:0] wr_b, output [7:0] rd_b, output [7:0] count);
    function [7:0] gray2bin(input [7:0] g);
        integer i;
        begin
            gray2bin[0] = g[0];
            for (i = 1; i < 8; i = i + 1)
                gray2bin[i] = gray2bin[i - 1] ^ g[i];
        end
    endfunction
    assign wr_b  = gray2bin(wr_g);
    assign rd_b  = gray2bin(rd_g);
    assign count = wr_b - rd_b;
endmodule
