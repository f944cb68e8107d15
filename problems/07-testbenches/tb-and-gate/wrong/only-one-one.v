// 常见错误：只试了 a=1、b=1 这一种输入，看到 y=1 就以为与门没问题；其余三种组合都没有检查
module tb;
  reg a = 0, b = 0;
  wire y;
  AndGate dut(.a(a), .b(b), .y(y));
  initial begin
    a = 1; b = 1;
    #1 if (y !== 1'b1) $error("y = %b, expected 1", y);
    $finish;
  end
endmodule
