// 常见错误：逐拍检查、随机数据、中途复位都有，可 en 一直为 1，从没检查过 en = 0 时 q 要保持
module tb;
  reg clk = 0, reset = 1, en = 1, sin = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer i, seed = 21;
  ShiftReg4 dut(.clk(clk), .reset(reset), .en(en), .sin(sin), .q(q));
  always #5 clk = ~clk;
  initial begin
    for (i = 0; i < 50; i = i + 1) begin
      @(negedge clk);
      reset = (i < 2) || (i == 30);
      sin = $random(seed);
      #1 if (q !== expected) $error("between edges: q = %b, expected %b", q, expected);
      @(posedge clk); #1;
      expected = reset ? 4'd0 : {expected[2:0], sin};
      if (q !== expected) $error("q = %b, expected %b", q, expected);
    end
    $finish;
  end
endmodule
