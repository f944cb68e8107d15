// 自检测试平台：用一个 2 位循环变量走遍 a、b 的全部 4 种组合，每次改变输入后等 1 个时间单位再比较。
// 用 !== 比较：输出是 x 或 z 也算错。最后再把组合倒着走一遍，让每个输入都有单独变化的时候。
module tb;
  reg a = 0, b = 0;
  wire y;
  integer i;
  AndGate dut(.a(a), .b(b), .y(y));
  task check;
    if (y !== (a & b)) $error("a=%b b=%b: y = %b, expected %b", a, b, y, a & b);
  endtask
  initial begin
    for (i = 0; i < 4; i = i + 1) begin
      {a, b} = i;
      #1 check;
    end
    for (i = 3; i >= 0; i = i - 1) begin
      {a, b} = i;
      #1 check;
    end
    $display("PASS");
    $finish;
  end
endmodule
