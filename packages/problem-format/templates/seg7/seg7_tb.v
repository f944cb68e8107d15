// 自检测试平台：显示 16'h1A2F 和 16'hC0DE，每拍检查只有一位被选中，且它的段码是该位数字的段码。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg [15:0] value = 16'h1A2F;
  wire [3:0] an;
  wire [6:0] seg;
  reg [6:0] codes[0:15];
  integer errors = 0;
  integer i, k, seen;

  seg7_scan #(.TICKS(4)) dut (.clk(clk), .rst(rst), .value(value), .an(an), .seg(seg));

  initial forever #5 clk = ~clk;

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    codes[0] = 7'h40;  codes[1] = 7'h79;  codes[2] = 7'h24;  codes[3] = 7'h30;
    codes[4] = 7'h19;  codes[5] = 7'h12;  codes[6] = 7'h02;  codes[7] = 7'h78;
    codes[8] = 7'h00;  codes[9] = 7'h10;  codes[10] = 7'h08; codes[11] = 7'h03;
    codes[12] = 7'h46; codes[13] = 7'h21; codes[14] = 7'h06; codes[15] = 7'h0E;
    @(negedge clk) rst = 1'b0;
    for (i = 0; i < 64; i = i + 1) begin
      if (i == 32) value = 16'hC0DE;
      @(negedge clk);
      seen = 0;
      for (k = 0; k < 4; k = k + 1) begin
        if (!an[k]) begin
          seen = seen + 1;
          if (seg !== codes[(value >> (4 * k)) & 15]) begin
            errors = errors + 1;
            $display("FAIL: 第 %0d 位显示 %b，应显示 %h", k, seg, (value >> (4 * k)) & 15);
          end
        end
      end
      if (seen != 1) begin
        errors = errors + 1;
        $display("FAIL: an=%b，应恰好选中一位", an);
      end
    end
    if (errors == 0) $display("PASS: seg7 两个数值共 64 拍扫描全部正确");
    $finish;
  end
endmodule
