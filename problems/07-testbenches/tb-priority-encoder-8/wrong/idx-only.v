// 常见错误：定向和随机激励都有，却只检查了 idx，valid 从来没看
module tb;
  reg [7:0] in = 0;
  wire [2:0] idx;
  wire valid;
  reg [2:0] expected;
  integer i, k, seed = 3;
  PriorityEncoder8 dut(.in(in), .idx(idx), .valid(valid));
  initial begin
    for (k = 0; k < 300; k = k + 1) begin
      in = (k < 8) ? (8'd1 << k) : (k % 10 == 0) ? 8'd0 : $random(seed);
      #1;
      expected = 0;
      for (i = 0; i < 8; i = i + 1) if (in[i]) expected = i;
      if (idx !== expected) $error("in=%b: idx = %0d, expected %0d", in, idx, expected);
    end
    $finish;
  end
endmodule
