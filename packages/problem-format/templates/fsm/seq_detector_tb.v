// 自检测试平台：随机输入 200 位，参考模型是最近 4 位输入组成的移位寄存器。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg din = 1'b0;
  wire found;
  reg [3:0] history = 4'b0000;
  integer errors = 0;
  integer hits = 0;
  integer i;

  seq_detector dut (.clk(clk), .rst(rst), .din(din), .found(found));

  initial forever #5 clk = ~clk;

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    @(negedge clk) rst = 1'b0;
    for (i = 0; i < 200; i = i + 1) begin
      din = $random;
      @(posedge clk) #1;
      history = {history[2:0], din};
      if (found !== (history == 4'b1011)) begin
        errors = errors + 1;
        $display("FAIL: 第 %0d 位后 found=%b，最近 4 位为 %b", i, found, history);
      end
      if (found) hits = hits + 1;
    end
    if (errors == 0) $display("PASS: fsm 200 位输入全部正确，检测到 %0d 次 1011", hits);
    $finish;
  end
endmodule
