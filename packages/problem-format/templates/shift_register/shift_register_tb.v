// 自检测试平台：20 个随机字节，每个先并行装载再串行移出 8 位核对，同时串行移入另一个字节再并行核对。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg load = 1'b0, shift = 1'b0, serial_in = 1'b0;
  reg [7:0] din = 8'd0;
  reg [7:0] incoming, outgoing;
  wire serial_out;
  wire [7:0] q;
  integer errors = 0;
  integer i, k;

  shift_register dut (.clk(clk), .rst(rst), .load(load), .din(din), .shift(shift),
                      .serial_in(serial_in), .serial_out(serial_out), .q(q));

  initial forever #5 clk = ~clk;

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    @(negedge clk) rst = 1'b0;
    for (i = 0; i < 20; i = i + 1) begin
      din = $random;
      incoming = $random;
      load = 1'b1;
      @(negedge clk) load = 1'b0;
      outgoing = 8'd0;
      for (k = 7; k >= 0; k = k - 1) begin
        outgoing = {outgoing[6:0], serial_out};
        shift = 1'b1;
        serial_in = incoming[k];
        @(negedge clk) shift = 1'b0;
      end
      if (outgoing !== din || q !== incoming) begin
        errors = errors + 1;
        $display("FAIL: 装载 %h 移出 %h；移入 %h 得到 %h", din, outgoing, incoming, q);
      end
    end
    if (errors == 0) $display("PASS: shift_register 20 组串并转换全部正确");
    $finish;
  end
endmodule
