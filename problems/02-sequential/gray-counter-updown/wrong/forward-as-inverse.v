// 常见错误：把二进制转格雷码的公式 g ^ (g >> 1) 当成了反变换，只有相邻两位异或，没有从最高位一路累积下来
module TopModule(input clk, input reset, input en, input up, output reg [3:0] gray, output [3:0] bin);
    assign bin = gray ^ (gray >> 1);
    wire [3:0] bin_next = up ? bin + 4'd1 : bin - 4'd1;
    always @(posedge clk) begin
        if (reset) gray <= 4'b0000;
        else if (en) gray <= bin_next ^ (bin_next >> 1);
    end
endmodule
