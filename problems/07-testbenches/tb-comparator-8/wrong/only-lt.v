// 常见错误：边界值和随机数都测了，却只检查了 lt，eq 和 gt 从来没看过
module tb;
  reg [7:0] a = 0, b = 0;
  wire lt, eq, gt;
  integer i, j, k, seed = 9;
  Comparator8 dut(.a(a), .b(b), .lt(lt), .eq(eq), .gt(gt));
  initial begin
    for (i = 0; i < 256; i = i + 51)
      for (j = 0; j < 256; j = j + 51) begin
        a = i; b = j;
        #1 if (lt !== (a < b)) $error("a=%0d b=%0d: lt=%b", a, b, lt);
      end
    for (k = 0; k < 500; k = k + 1) begin
      a = $random(seed); b = $random(seed);
      #1 if (lt !== (a < b)) $error("a=%0d b=%0d: lt=%b", a, b, lt);
    end
    $finish;
  end
endmodule
