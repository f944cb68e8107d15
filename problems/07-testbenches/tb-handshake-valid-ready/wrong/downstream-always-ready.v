// 常见错误：下游永远 out_ready = 1，输出从来没有被堵住过；
// “valid 为 1 而 ready 为 0 时数据要保持”这条最重要的规则一次都没有考验到
module tb;
  reg clk = 0, reset = 1, in_valid = 0, out_ready = 1;
  reg [7:0] in_data = 0;
  wire in_ready, out_valid;
  wire [7:0] out_data;
  reg [7:0] next_out = 0;
  integer i;
  PipeStage dut(.clk(clk), .reset(reset), .in_valid(in_valid), .in_ready(in_ready), .in_data(in_data),
                .out_valid(out_valid), .out_ready(out_ready), .out_data(out_data));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 40; i = i + 1) begin
      @(negedge clk);
      #1 if (out_valid && out_data !== next_out) $error("out_data = %h, expected %h", out_data, next_out);
      if (out_valid) next_out = next_out + 8'd1;
      if (in_ready || !in_valid) begin
        if (in_valid) in_data = in_data + 8'd1;
        in_valid = (i % 5 != 4);
      end
    end
    $finish;
  end
endmodule
