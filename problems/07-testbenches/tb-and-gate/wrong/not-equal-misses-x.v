// 常见错误：用 != 比较。y 为 x 时 (y != 期望值) 的结果也是 x，if 不成立，于是输出 x 的设计被放过
module tb;
  reg a = 0, b = 0;
  wire y;
  integer i;
  AndGate dut(.a(a), .b(b), .y(y));
  initial begin
    for (i = 0; i < 4; i = i + 1) begin
      {a, b} = i;
      #1 if (y != (a & b)) $error("a=%b b=%b: y = %b", a, b, y);
    end
    $finish;
  end
endmodule
