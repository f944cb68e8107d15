// 常见错误：只测了 20 组随机数。两个随机的 8 位数几乎从不相等，也碰不到 0、255 这些边界，
// 只在相等或边界上出错的设计都漏掉了
module tb;
  reg [7:0] a = 0, b = 0;
  wire lt, eq, gt;
  integer k, seed = 3;
  Comparator8 dut(.a(a), .b(b), .lt(lt), .eq(eq), .gt(gt));
  initial begin
    for (k = 0; k < 20; k = k + 1) begin
      a = $random(seed); b = $random(seed);
      #1 if ({lt, eq, gt} !== {a < b, a == b, a > b})
        $error("a=%0d b=%0d: lt=%b eq=%b gt=%b", a, b, lt, eq, gt);
    end
    $finish;
  end
endmodule
