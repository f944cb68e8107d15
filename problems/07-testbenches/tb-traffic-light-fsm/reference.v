// 自检测试平台：测试平台里有一份红绿灯模型（颜色和已持续的周期数），每个上升沿之后 #1 比较三盏灯。
// 先连续跑 4 个完整周期；再在红灯进行到一半、黄灯刚开始时各复位一次，看计时是否从头开始；
// 最后在两个上升沿之间拉高复位，同步复位要等到下一个上升沿。
module tb;
  reg clk = 0, reset = 1;
  wire red, yellow, green;
  integer color = 0;        // 模型：0 = 绿，1 = 黄，2 = 红
  integer t = 0;            // 模型：当前颜色已经持续了几个周期（从 0 数起）
  integer i;
  reg [2:0] expected;
  TrafficLight dut(.clk(clk), .reset(reset), .red(red), .yellow(yellow), .green(green));
  always #5 clk = ~clk;
  task check;
    begin
      expected = (color == 0) ? 3'b001 : (color == 1) ? 3'b010 : 3'b100;
      if ({red, yellow, green} !== expected)
        $error("t=%0t: {red,yellow,green} = %b, expected %b", $time, {red, yellow, green}, expected);
    end
  endtask
  // 走一个上升沿，模型同步前进一步，然后检查
  task tick;
    begin
      @(posedge clk); #1;
      if (reset) begin color = 0; t = 0; end
      else if ((color == 0 && t == 4) || (color == 1 && t == 1) || (color == 2 && t == 3)) begin
        color = (color + 1) % 3; t = 0;
      end else t = t + 1;
      check;
    end
  endtask
  initial begin
    tick;                                   // 复位
    reset = 0;
    for (i = 0; i < 44; i = i + 1) tick;    // 4 个完整周期
    // 现在回到了绿灯的第 1 拍；走到红灯的第 3 拍时复位
    for (i = 0; i < 8; i = i + 1) tick;
    reset = 1; tick; reset = 0;
    for (i = 0; i < 14; i = i + 1) tick;
    // 黄灯刚开始时复位，之后完整地再跑一个周期多
    while (color != 1) tick;
    reset = 1; tick; reset = 0;
    for (i = 0; i < 15; i = i + 1) tick;
    // 在两个上升沿之间拉高复位（此时是黄灯或红灯）：灯不能立刻变
    while (color != 2) tick;
    @(negedge clk); reset = 1; #1 check;
    tick; reset = 0;
    for (i = 0; i < 12; i = i + 1) tick;
    $display("PASS");
    $finish;
  end
endmodule
