// 常见错误：只循环了 a 和 b 的 256 种组合，cin 一直是 0；漏掉了 cin 的一半输入
module tb;
  reg [3:0] a = 0, b = 0;
  reg cin = 0;
  wire [3:0] sum;
  wire cout;
  reg [4:0] expected;
  integer i;
  Adder4 dut(.a(a), .b(b), .cin(cin), .sum(sum), .cout(cout));
  initial begin
    for (i = 0; i < 256; i = i + 1) begin
      {a, b} = i;
      #1 expected = a + b + cin;
      if ({cout, sum} !== expected) $error("a=%0d b=%0d: got %0d, expected %0d", a, b, {cout, sum}, expected);
    end
    $finish;
  end
endmodule
