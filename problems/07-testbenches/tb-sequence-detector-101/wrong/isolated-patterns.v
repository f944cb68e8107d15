// 常见错误：每个 101 前后都隔着几个 0，从不出现 10101、1101、1011 这样首尾相接的情况，
// “可重叠”这一条完全没测到
module tb;
  reg clk = 0, reset = 1, din = 0;
  wire match;
  integer i;
  reg [7:0] pattern = 8'b10100000;
  Detect101 dut(.clk(clk), .reset(reset), .din(din), .match(match));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #2 reset = 0;
    for (i = 0; i < 32; i = i + 1) begin
      @(posedge clk); #2 din = pattern[7 - (i % 8)];
      #4 if (match !== (i % 8 == 2)) $error("i=%0d: match = %b", i, match);
    end
    $finish;
  end
endmodule
