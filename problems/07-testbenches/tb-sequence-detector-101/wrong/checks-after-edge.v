// 常见错误：把 Mealy 型当成 Moore 型来查——在上升沿之后才看 match。
// 那时状态已经走到下一步，match 早就不是送入最后一位那一拍的值了，正确的设计也被判错
module tb;
  reg clk = 0, reset = 1, din = 0;
  wire match;
  integer i;
  reg [5:0] pattern = 6'b101000;
  Detect101 dut(.clk(clk), .reset(reset), .din(din), .match(match));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 12; i = i + 1) begin
      @(negedge clk); din = pattern[5 - (i % 6)];
      @(posedge clk); #1;
      if (match !== (i % 6 == 2)) $error("i=%0d: match = %b", i, match);
    end
    $finish;
  end
endmodule
