// 常见错误：手挑了几组“好算”的数，结果都小于 16，cin 也一直是 0，进位相关的错误一个也看不出来
module tb;
  reg [3:0] a = 0, b = 0;
  reg cin = 0;
  wire [3:0] sum;
  wire cout;
  Adder4 dut(.a(a), .b(b), .cin(cin), .sum(sum), .cout(cout));
  task try(input [3:0] x, input [3:0] y);
    begin
      a = x; b = y;
      #1 if ({cout, sum} !== x + y) $error("%0d + %0d: got %0d", x, y, {cout, sum});
    end
  endtask
  initial begin
    try(1, 2);
    try(3, 4);
    try(5, 0);
    try(7, 7);
    $finish;
  end
endmodule
