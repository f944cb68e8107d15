// 常见错误：只在“真正发生传输”的那一拍核对数据顺序，从不检查 in_ready 本身对不对；
// 上游该能发的时候被拦住（吞吐量减半）这类毛病看不出来
module tb;
  reg clk = 0, reset = 1, in_valid = 0, out_ready = 0;
  reg [7:0] in_data = 0;
  wire in_ready, out_valid;
  wire [7:0] out_data;
  reg [7:0] next_out = 8'd1;
  integer seed = 8, i;
  PipeStage dut(.clk(clk), .reset(reset), .in_valid(in_valid), .in_ready(in_ready), .in_data(in_data),
                .out_valid(out_valid), .out_ready(out_ready), .out_data(out_data));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 300; i = i + 1) begin
      @(negedge clk);
      if (!in_valid && $random(seed)) begin in_valid = 1; in_data = in_data + 8'd1; end
      out_ready = $random(seed);
      @(posedge clk);
      if (out_valid && out_ready) begin
        if (out_data !== next_out) $error("received %h, expected %h", out_data, next_out);
        next_out = next_out + 8'd1;
      end
      if (in_valid && in_ready) #1 in_valid = 0;
    end
    $finish;
  end
endmodule
