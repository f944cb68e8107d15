// 自检测试平台：先用一张边界值表（0、1、127、128、254、255 两两组合，包括相等），
// 再用固定种子的随机数补充；期望值在测试平台里直接用 <、==、> 算出（reg 是无符号的）。
// 相等的输入紧跟在不相等的输入之后出现，能查出“相等时 lt/gt 保持旧值”的设计。
module tb;
  reg [7:0] a = 0, b = 0;
  wire lt, eq, gt;
  reg [7:0] edges [0:5];
  integer i, j, k, seed = 2024, errors = 0;
  Comparator8 dut(.a(a), .b(b), .lt(lt), .eq(eq), .gt(gt));
  task check;
    if ({lt, eq, gt} !== {a < b, a == b, a > b}) begin
      errors = errors + 1;
      if (errors <= 5)
        $error("a=%0d b=%0d: lt=%b eq=%b gt=%b, expected lt=%b eq=%b gt=%b",
               a, b, lt, eq, gt, a < b, a == b, a > b);
    end
  endtask
  initial begin
    edges[0] = 0; edges[1] = 1; edges[2] = 127; edges[3] = 128; edges[4] = 254; edges[5] = 255;
    // 边界值两两组合：先 a < b 或 a > b，再回到 a == b
    for (i = 0; i < 6; i = i + 1)
      for (j = 0; j < 6; j = j + 1) begin
        a = edges[i]; b = edges[j];
        #1 check;
        b = a;
        #1 check;
      end
    // 随机：一半完全随机，一半只差一点点（b = a ± 1 或相等）
    for (k = 0; k < 1000; k = k + 1) begin
      a = $random(seed);
      case (k % 4)
        0: b = a + 1;
        1: b = a - 1;
        2: b = a;
        default: b = $random(seed);
      endcase
      #1 check;
    end
    if (errors == 0) $display("PASS");
    $finish;
  end
endmodule
