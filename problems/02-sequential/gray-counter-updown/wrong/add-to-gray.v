// 常见错误：直接对格雷码加减 1，格雷码不是按二进制数值排列的，这样得到的序列相邻两项会差好几位
module TopModule(input clk, input reset, input en, input up, output reg [3:0] gray, output [3:0] bin);
    assign bin[3] = gray[3];
    assign bin[2] = bin[3] ^ gray[2];
    assign bin[1] = bin[2] ^ gray[1];
    assign bin[0] = bin[1] ^ gray[0];
    always @(posedge clk) begin
        if (reset) gray <= 4'b0000;
        else if (en) gray <= up ? gray + 4'd1 : gray - 4'd1;
    end
endmodule
