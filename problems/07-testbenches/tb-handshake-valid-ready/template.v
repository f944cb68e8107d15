// 为 valid/ready 流水寄存器 PipeStage 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, in_valid = 0, out_ready = 0;
  reg [7:0] in_data = 0;
  wire in_ready, out_valid;
  wire [7:0] out_data;

  PipeStage dut(.clk(clk), .reset(reset), .in_valid(in_valid), .in_ready(in_ready), .in_data(in_data),
                .out_valid(out_valid), .out_ready(out_ready), .out_data(out_data));

  always #5 clk = ~clk;

  initial begin
    // 在这里扮演上游和下游，检查握手和数据

    $finish;
  end
endmodule
