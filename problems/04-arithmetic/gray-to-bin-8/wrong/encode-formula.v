// 常见错误：把编码公式 g ^ (g >> 1) 当成解码公式；二进制转格雷码每位只看高一位，反过来却要看高位的全部
module TopModule(input [7:0] wr_g, input [7:0] rd_g, output [7:0] wr_b, output [7:0] rd_b, output [7:0] count);
    assign wr_b  = wr_g ^ (wr_g >> 1);
    assign rd_b  = rd_g ^ (rd_g >> 1);
    assign count = wr_b - rd_b;
endmodule
