// 常见错误：期望值用 integer 变量算，再把 8 位输入当成有符号数（大于 127 的减去 256），
// 结果期望值是“有符号比较”的，正确的无符号比较器反而被判错
module tb;
  reg [7:0] a = 0, b = 0;
  wire lt, eq, gt;
  integer sa, sb, k, seed = 4;
  Comparator8 dut(.a(a), .b(b), .lt(lt), .eq(eq), .gt(gt));
  initial begin
    for (k = 0; k < 200; k = k + 1) begin
      a = $random(seed); b = $random(seed);
      sa = (a > 127) ? a - 256 : a;
      sb = (b > 127) ? b - 256 : b;
      #1 if ({lt, eq, gt} !== {sa < sb, sa == sb, sa > sb})
        $error("a=%0d b=%0d: lt=%b eq=%b gt=%b", a, b, lt, eq, gt);
    end
    $finish;
  end
endmodule
