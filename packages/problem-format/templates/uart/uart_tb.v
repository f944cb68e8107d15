// 自检测试平台：发送器的 tx 直接接到接收器的 rx，发出 16 个随机字节，逐个核对收到的字节。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg start = 1'b0;
  reg [7:0] data = 8'd0;
  wire line, busy, valid;
  wire [7:0] received;
  integer errors = 0;
  integer i;

  uart_tx #(.CLKS_PER_BIT(8)) sender (.clk(clk), .rst(rst), .start(start), .data(data), .tx(line), .busy(busy));
  uart_rx #(.CLKS_PER_BIT(8)) receiver (.clk(clk), .rst(rst), .rx(line), .data(received), .valid(valid));

  initial forever #5 clk = ~clk;

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    @(negedge clk) rst = 1'b0;
    for (i = 0; i < 16; i = i + 1) begin
      @(negedge clk) begin
        data = $random;
        start = 1'b1;
      end
      @(negedge clk) start = 1'b0;
      @(posedge valid) #1;
      if (received !== data) begin
        errors = errors + 1;
        $display("FAIL: 发送 %h，收到 %h", data, received);
      end
      wait (!busy);
    end
    if (errors == 0) $display("PASS: uart 16 个字节回环全部正确");
    $finish;
  end
endmodule
