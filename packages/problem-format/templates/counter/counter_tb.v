// 自检测试平台：与一个参考计数值逐拍比较，最后打印 PASS 或 FAIL。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg en = 1'b0;
  wire [3:0] count;
  reg [3:0] expected = 4'd0;
  integer errors = 0;
  integer i;

  counter dut (.clk(clk), .rst(rst), .en(en), .count(count));

  initial forever #5 clk = ~clk;

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    @(negedge clk) rst = 1'b0;
    for (i = 0; i < 40; i = i + 1) begin
      en = (i % 5) != 4;  // 每 5 拍暂停一拍
      @(posedge clk) #1;
      if (en) expected = expected + 4'd1;
      if (count !== expected) begin
        errors = errors + 1;
        $display("FAIL: 第 %0d 拍 count=%0d，应为 %0d", i, count, expected);
      end
    end
    if (errors == 0) $display("PASS: counter 40 拍全部正确");
    $finish;
  end
endmodule
