// category: 复位
// mutant reset@11:68: 第 11 行：去掉复位
// valid/ready 流水寄存器（一级）：能接收的条件 in_ready = 输出为空 || 下游这一拍取走。
// 接收时 out_valid 取 in_valid、有效数据存入寄存器；不能接收时保持，输出数据在被取走之前不变。
// 同步复位（高有效）：out_valid 清零。
module TopModule(input clk, input reset,
                 input in_valid, output in_ready, input [7:0] in_data,
                 output reg out_valid, input out_ready, output [7:0] out_data);
  reg [7:0] data;
  assign in_ready = !out_valid || out_ready;
  assign out_data = data;
  always @(posedge clk) begin
    if (1'b0) begin out_valid <= 1'b0; data <= 8'h00; end
    else if (in_ready) begin
      out_valid <= in_valid;
      if (in_valid) data <= in_data;
    end
  end
endmodule
