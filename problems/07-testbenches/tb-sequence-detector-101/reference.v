// 自检测试平台：Mealy 型的输出随 din 立即变化，所以在两个上升沿之间比较。
// 每一拍：上升沿之后 2 个时间单位改变 din，再过 4 个（已过下降沿、离下一个上升沿还早）检查 match，
// reset 也只在上升沿之后 1 个时间单位改变，不和设计抢同一个时刻；
// 期望值由测试平台里的状态模型和当前的 din 算出；上升沿到来时模型按这一拍的 din 走一步。
module tb;
  reg clk = 0, reset = 1, din = 0;
  wire match;
  integer st = 0;            // 模型状态：0 = 没有前缀，1 = 收到“1”，2 = 收到“10”
  integer seed = 9, i;
  reg expected;
  Detect101 dut(.clk(clk), .reset(reset), .din(din), .match(match));
  always #5 clk = ~clk;
  task check;
    begin
      expected = (st == 2) && din;
      if (match !== expected) $error("t=%0t din=%b: match = %b, expected %b", $time, din, match, expected);
    end
  endtask
  // 一拍（从上升沿之后 1 个时间单位开始）：改 din、检查 match、等上升沿、模型走一步
  task bit_in(input b);
    begin
      #1 din = b;
      #4 check;
      @(posedge clk);
      if (reset) st = 0;
      else if (st == 0) st = b ? 1 : 0;
      else if (st == 1) st = b ? 1 : 2;
      else st = b ? 1 : 0;
      #1;
    end
  endtask
  task bits(input [15:0] v, input integer n);   // 从高位起依次送 n 位
    integer k;
    for (k = n - 1; k >= 0; k = k - 1) bit_in(v[k]);
  endtask
  initial begin
    @(posedge clk); #1;
    bit_in(1); bit_in(1);                  // 复位期间送 1：不应有任何匹配
    reset = 0;
    bits(16'b0101, 4);                     // 第一个 101
    bits(16'b0101_01, 6);                  // 10101：重叠，两次匹配
    bits(16'b1101, 4);                     // 11 之后仍记得“1”
    bits(16'b0100_1, 5);                   // 1001 不是 101
    bits(16'b1011_01, 6);                  // 匹配之后的 1 不能再算“10”
    bits(16'b0000, 4);
    for (i = 0; i < 120; i = i + 1) bit_in($random(seed));
    // 送“1”，下一拍送“0”的同时复位，再送“1”：复位清掉了前缀，这三位不能算 101
    bits(16'b001, 3);
    reset = 1; bit_in(0); reset = 0; bit_in(1);
    bits(16'b0101, 4);
    // 停在“10”之后送 1（match = 1），在两个上升沿之间拉高复位：同步复位要等到上升沿，match 不能立刻变
    bits(16'b10, 2);
    #1 din = 1;
    #2 reset = 1;
    #2 check;
    @(posedge clk); st = 0;
    #1 reset = 0; din = 0;
    @(posedge clk); #1;
    bits(16'b101, 3);
    $display("PASS");
    $finish;
  end
endmodule
