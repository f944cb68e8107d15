// 常见错误：把数据位从最低位移进去，只用移出的最高位做反馈；这是另一种需要在末尾补 8 个 0 的算法，逐位得到的余数与题目的不同
module TopModule(input clk, input reset, input clear, input en, input din, output reg [7:0] crc);
    always @(posedge clk) begin
        if (reset || clear)
            crc <= 8'h00;
        else if (en)
            crc <= {crc[6:0], din} ^ (crc[7] ? 8'h07 : 8'h00);
    end
endmodule
