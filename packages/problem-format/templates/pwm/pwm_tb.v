// 自检测试平台：对几个占空比各数一个完整周期（256 拍）中的高电平拍数。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg [7:0] duty = 8'd0;
  wire out;
  integer errors = 0;
  integer high, i, k;
  reg [7:0] duties[0:4];

  pwm dut (.clk(clk), .rst(rst), .duty(duty), .out(out));

  initial forever #5 clk = ~clk;

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    duties[0] = 8'd0;
    duties[1] = 8'd1;
    duties[2] = 8'd64;
    duties[3] = 8'd128;
    duties[4] = 8'd255;
    for (k = 0; k < 5; k = k + 1) begin
      @(negedge clk) begin
        rst = 1'b1;
        duty = duties[k];
      end
      @(negedge clk) rst = 1'b0;
      high = 0;
      for (i = 0; i < 256; i = i + 1) begin
        if (out) high = high + 1;
        @(negedge clk);
      end
      if (high != {24'd0, duty}) begin
        errors = errors + 1;
        $display("FAIL: duty=%0d 时高电平 %0d 拍", duty, high);
      end
    end
    if (errors == 0) $display("PASS: pwm 5 种占空比全部正确");
    $finish;
  end
endmodule
