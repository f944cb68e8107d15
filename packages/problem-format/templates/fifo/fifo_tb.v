// 自检测试平台：300 拍随机读写，用数组和计数器模拟 FIFO，比较读出数据和满/空标志。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg write = 1'b0, read = 1'b0;
  reg [7:0] din = 8'd0;
  wire [7:0] dout;
  wire full, empty;
  reg [7:0] model[0:255];
  integer head = 0, tail = 0;  // 模型的读、写位置
  integer errors = 0;
  integer i;
  reg expect_data;
  reg [7:0] expected;

  fifo dut (.clk(clk), .rst(rst), .write(write), .din(din), .read(read), .dout(dout), .full(full), .empty(empty));

  initial forever #5 clk = ~clk;

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    @(negedge clk) rst = 1'b0;
    for (i = 0; i < 300; i = i + 1) begin
      @(negedge clk);
      if (full !== (tail - head == 8) || empty !== (tail == head)) begin
        errors = errors + 1;
        $display("FAIL: 第 %0d 拍 full=%b empty=%b，模型中有 %0d 个数据", i, full, empty, tail - head);
      end
      write = $random;
      read = $random;
      din = $random;
      expect_data = read && (tail != head);
      expected = model[head % 256];
      if (expect_data) head = head + 1;
      if (write && (tail - head + (expect_data ? 1 : 0)) < 8) begin
        model[tail % 256] = din;
        tail = tail + 1;
      end
      @(posedge clk) #1;
      if (expect_data && dout !== expected) begin
        errors = errors + 1;
        $display("FAIL: 第 %0d 拍读出 %h，应为 %h", i, dout, expected);
      end
    end
    if (errors == 0) $display("PASS: fifo 300 拍随机读写全部正确");
    $finish;
  end
endmodule
