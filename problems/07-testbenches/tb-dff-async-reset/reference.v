// 自检测试平台：时钟周期 10，上升沿在 5、15、25……；期望值 expected 由测试平台按规则一步步算出。
// 1) t=1 拉高复位，第一个上升沿之前就检查 q：异步复位不等时钟；
// 2) 随机 d、en（固定种子），输入在下降沿改变，上升沿之后 1 个时间单位检查，下降沿之后也检查一次（两沿之间 q 不能变）；
// 3) 在时钟为高的半周期里改变 d：q 不能跟着变（它是边沿触发的，不是锁存器）；
// 4) 在两个时钟沿之间拉高复位（en = 1、d 非零），立即检查 q 清零；复位跨过上升沿仍为 0；
//    在两沿之间撤销复位，q 要保持 0 直到下一个上升沿才装入 d。
module tb;
  reg clk = 0, reset = 0, en = 0;
  reg [7:0] d = 0;
  wire [7:0] q;
  reg [7:0] expected = 0;
  integer i, seed = 31;
  DffAsyncReset dut(.clk(clk), .reset(reset), .en(en), .d(d), .q(q));
  always #5 clk = ~clk;
  task check(input [8*24-1:0] what);
    if (q !== expected) $error("t=%0t %0s: q = %h, expected %h", $time, what, q, expected);
  endtask
  // 在下降沿给新输入，检查两沿之间 q 不变，再在上升沿之后检查装入
  task cycle(input e, input [7:0] v);
    begin
      @(negedge clk); en = e; d = v;
      #1 check("between edges");
      @(posedge clk); #1;
      if (reset) expected = 0;
      else if (e) expected = v;
      check("after rising edge");
    end
  endtask
  initial begin
    // 1) 第一个上升沿（t=5）之前
    #1 reset = 1;
    #1 check("reset before any clock");
    cycle(1, 8'hA5);  // 复位期间 en = 1 也不能装入
    @(negedge clk); reset = 0; en = 0;
    // 2) 随机
    for (i = 0; i < 40; i = i + 1) cycle($random(seed), $random(seed));
    cycle(1, 8'hFF);
    cycle(0, 8'h00);
    cycle(1, 8'h3C);
    // 3) 时钟为高时改变 d
    en = 1;
    @(posedge clk); #2 d = 8'hC3;
    #2 check("d changed while clk high");
    @(negedge clk); #1 check("after falling edge");
    @(posedge clk); #1 expected = 8'hC3; check("after rising edge");
    // 4) 两沿之间（时钟为低）拉高复位
    @(negedge clk); d = 8'h5A; en = 1;
    #2 reset = 1;
    #1 expected = 0; check("async reset, clk low");
    @(posedge clk); #1 check("reset held over an edge");
    // 两沿之间撤销复位：下一个上升沿之前 q 保持 0
    @(negedge clk); #2 reset = 0;
    #1 check("reset released");
    @(posedge clk); #1 expected = 8'h5A; check("first edge after reset");
    // 时钟为高时拉高复位
    #2 reset = 1;
    #1 expected = 0; check("async reset, clk high");
    @(negedge clk); reset = 0; en = 0;
    cycle(1, 8'h81);
    $display("PASS");
    $finish;
  end
endmodule
