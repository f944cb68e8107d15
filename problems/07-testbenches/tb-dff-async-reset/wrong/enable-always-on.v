// 常见错误：异步复位查得很仔细，可 en 一直是 1，从没试过 en = 0 时 q 要保持不变
module tb;
  reg clk = 0, reset = 0, en = 1;
  reg [7:0] d = 0;
  wire [7:0] q;
  integer i, seed = 12;
  DffAsyncReset dut(.clk(clk), .reset(reset), .en(en), .d(d), .q(q));
  always #5 clk = ~clk;
  initial begin
    #1 reset = 1;
    #1 if (q !== 8'd0) $error("reset: q = %h", q);
    @(negedge clk) reset = 0;
    for (i = 0; i < 30; i = i + 1) begin
      @(negedge clk) d = $random(seed);
      @(posedge clk); #1;
      if (q !== d) $error("q = %h, expected %h", q, d);
      #2 reset = 1;
      #1 if (q !== 8'd0) $error("async reset: q = %h", q);
      #1 reset = 0;
    end
    $finish;
  end
endmodule
