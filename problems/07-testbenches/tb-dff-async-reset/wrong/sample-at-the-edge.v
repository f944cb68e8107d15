// 常见错误：在 @(posedge clk) 的同一时刻就读 q。这时非阻塞赋值还没生效，读到的是沿之前的旧值，
// 拿它和新的期望值比，正确的设计也被判错
module tb;
  reg clk = 0, reset = 0, en = 0;
  reg [7:0] d = 0;
  wire [7:0] q;
  integer i, seed = 5;
  DffAsyncReset dut(.clk(clk), .reset(reset), .en(en), .d(d), .q(q));
  always #5 clk = ~clk;
  initial begin
    #1 reset = 1;
    @(negedge clk) reset = 0;
    en = 1;
    for (i = 0; i < 20; i = i + 1) begin
      @(negedge clk) d = $random(seed);
      @(posedge clk);
      if (q !== d) $error("q = %h, expected %h", q, d);
    end
    $finish;
  end
endmodule
