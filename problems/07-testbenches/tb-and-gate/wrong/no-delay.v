// 常见错误：给输入赋值后没有等待就比较，这时 y 还是旧输入的结果，正确的与门也被判错
module tb;
  reg a = 0, b = 0;
  wire y;
  integer i;
  AndGate dut(.a(a), .b(b), .y(y));
  initial begin
    #1;
    for (i = 0; i < 4; i = i + 1) begin
      {a, b} = i;
      if (y !== (a & b)) $error("a=%b b=%b: y = %b", a, b, y);
      #1;
    end
    $finish;
  end
endmodule
