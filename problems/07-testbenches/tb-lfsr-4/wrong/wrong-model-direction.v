// 常见错误：模型自己写反了——右移、把反馈放到最高位，正确的设计反而被判错
module tb;
  reg clk = 0, reset = 1, en = 1;
  wire [3:0] q;
  reg [3:0] expected = 4'b0001;
  integer i;
  Lfsr4 dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1;
    @(negedge clk); reset = 0;
    for (i = 0; i < 20; i = i + 1) begin
      @(posedge clk); #1;
      expected = {expected[3] ^ expected[2], expected[3:1]};
      if (q !== expected) $error("q = %b, expected %b", q, expected);
    end
    $finish;
  end
endmodule
