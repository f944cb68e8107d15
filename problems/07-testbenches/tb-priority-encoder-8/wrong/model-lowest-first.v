// 常见错误：模型里的循环从高位扫到低位，后找到的 1 覆盖先找到的——结果是最低位优先，
// 和题目要求相反，正确的设计也被判错
module tb;
  reg [7:0] in = 0;
  wire [2:0] idx;
  wire valid;
  reg [2:0] expected;
  integer i, k, seed = 17;
  PriorityEncoder8 dut(.in(in), .idx(idx), .valid(valid));
  initial begin
    for (k = 0; k < 200; k = k + 1) begin
      in = $random(seed);
      #1;
      expected = 0;
      for (i = 7; i >= 0; i = i - 1) if (in[i]) expected = i;
      if (idx !== expected || valid !== (in != 0))
        $error("in=%b: idx = %0d valid = %b, expected idx = %0d", in, idx, valid, expected);
    end
    $finish;
  end
endmodule
