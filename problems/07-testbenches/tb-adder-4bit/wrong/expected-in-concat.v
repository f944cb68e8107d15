// 常见错误：期望值写成 {1'b0, a + b + cin}。拼接里的 a + b + cin 按“自身位宽”算，只有 4 位，
// 进位被截掉了，于是有进位的输入上正确的加法器也被判错
module tb;
  reg [3:0] a = 0, b = 0;
  reg cin = 0;
  wire [3:0] sum;
  wire cout;
  integer i;
  Adder4 dut(.a(a), .b(b), .cin(cin), .sum(sum), .cout(cout));
  initial begin
    for (i = 0; i < 512; i = i + 1) begin
      {cin, a, b} = i;
      #1 if ({cout, sum} !== {1'b0, a + b + cin})
        $error("a=%0d b=%0d cin=%b: got %0d", a, b, cin, {cout, sum});
    end
    $finish;
  end
endmodule
