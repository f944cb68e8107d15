// 常见错误：测试平台自己不守握手规则——不管 in_ready，每拍都换一个新数据，
// 还以为每个数据都会被收下；正确的设计堵住时没有收下的数据就“丢了”，于是被判错
module tb;
  reg clk = 0, reset = 1, in_valid = 0, out_ready = 0;
  reg [7:0] in_data = 0;
  wire in_ready, out_valid;
  wire [7:0] out_data;
  reg [7:0] next_out = 8'd1;
  integer i;
  PipeStage dut(.clk(clk), .reset(reset), .in_valid(in_valid), .in_ready(in_ready), .in_data(in_data),
                .out_valid(out_valid), .out_ready(out_ready), .out_data(out_data));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 30; i = i + 1) begin
      @(negedge clk);
      in_valid = 1; in_data = in_data + 8'd1;
      out_ready = (i % 3 != 0);
      @(posedge clk);
      if (out_valid && out_ready) begin
        if (out_data !== next_out) $error("received %h, expected %h", out_data, next_out);
        next_out = next_out + 8'd1;
      end
    end
    $finish;
  end
endmodule
