// 自检测试平台：期望值 expected 按规则逐拍更新；tc 的期望值直接由 en 和 expected 算出：en && expected == 9。
// 输入在下降沿改变，下降沿之后 1 个时间单位检查一次（这时 tc 已经反映新的 en），上升沿之后再检查一次。
// 覆盖：en 一直为 1 走过两次回绕；停在 9 时拉低 en（q 要保持 9、tc 要为 0）；随机 en（固定种子）；
// en 为 0 时复位；在两个时钟沿之间拉高复位（同步复位，下一个上升沿之前 q 不能变）。
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  wire tc;
  reg [3:0] expected = 0;
  integer i, seed = 10;
  CounterMod10 dut(.clk(clk), .reset(reset), .en(en), .q(q), .tc(tc));
  always #5 clk = ~clk;
  task check;
    if (q !== expected || tc !== (en && expected == 4'd9))
      $error("t=%0t en=%b: q = %0d tc = %b, expected q = %0d tc = %b",
             $time, en, q, tc, expected, en && expected == 4'd9);
  endtask
  task step(input r, input e);
    begin
      @(negedge clk); reset = r; en = e;
      #1 check;
      @(posedge clk); #1;
      if (r) expected = 4'd0;
      else if (e) expected = (expected == 4'd9) ? 4'd0 : expected + 4'd1;
      check;
    end
  endtask
  initial begin
    step(1, 0);
    step(1, 1);
    for (i = 0; i < 22; i = i + 1) step(0, 1);      // 0 → 9 → 0 → 9 → 0 → 1
    for (i = 0; i < 8; i = i + 1) step(0, 1);       // 数到 9
    step(0, 0); step(0, 0);                          // 停在 9：tc 必须为 0
    step(0, 1); step(0, 1);                          // 9 → 0 → 1
    for (i = 0; i < 80; i = i + 1) step(0, ($random(seed) % 3) != 0);
    for (i = 0; i < 5; i = i + 1) step(0, 1);
    step(1, 0);                                      // en 为 0 时复位
    for (i = 0; i < 6; i = i + 1) step(0, 1);
    #2 reset = 1;                                    // 上升沿之后 3 个时间单位：两沿之间拉高复位
    #1 check;
    step(1, 1);
    step(0, 1);
    $display("PASS");
    $finish;
  end
endmodule
