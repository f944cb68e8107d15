// 自检测试平台：9 位循环变量 i 从 0 数到 511，{cin, a, b} = i，走遍全部 512 种输入组合。
// 期望值用 5 位的 expected 接住 a + b + cin，进位不会丢；每次改变输入后等 1 个时间单位再比较。
module tb;
  reg [3:0] a = 0, b = 0;
  reg cin = 0;
  wire [3:0] sum;
  wire cout;
  reg [4:0] expected;
  integer i, errors = 0;
  Adder4 dut(.a(a), .b(b), .cin(cin), .sum(sum), .cout(cout));
  initial begin
    for (i = 0; i < 512; i = i + 1) begin
      {cin, a, b} = i;
      #1;
      expected = a + b + cin;
      if ({cout, sum} !== expected) begin
        errors = errors + 1;
        // 只打印前几个错误，免得刷屏
        if (errors <= 5)
          $error("a=%0d b=%0d cin=%b: cout=%b sum=%0d, expected cout=%b sum=%0d",
                 a, b, cin, cout, sum, expected[4], expected[3:0]);
      end
    end
    if (errors == 0) $display("PASS");
    $finish;
  end
endmodule
