// 自检测试平台：100 拍里随机送入输入（有空拍），把期望结果放进队列，out_valid 时按顺序核对。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg in_valid = 1'b0;
  reg [7:0] a = 8'd0, b = 8'd0;
  reg [15:0] c = 16'd0;
  wire out_valid;
  wire [16:0] y;
  reg [16:0] queue[0:127];
  integer sent = 0, checked = 0, errors = 0;
  integer i;

  mac_pipeline dut (.clk(clk), .rst(rst), .in_valid(in_valid), .a(a), .b(b), .c(c), .out_valid(out_valid), .y(y));

  initial forever #5 clk = ~clk;

  always @(posedge clk) begin
    if (out_valid) begin
      if (y !== queue[checked]) begin
        errors <= errors + 1;
        $display("FAIL: 第 %0d 个结果 %0d，应为 %0d", checked, y, queue[checked]);
      end
      checked <= checked + 1;
    end
  end

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    @(negedge clk) rst = 1'b0;
    for (i = 0; i < 100; i = i + 1) begin
      @(negedge clk);
      in_valid = ($random % 4) != 0;
      a = $random;
      b = $random;
      c = $random;
      if (in_valid) begin
        queue[sent] = a * b + c;
        sent = sent + 1;
      end
    end
    @(negedge clk) in_valid = 1'b0;
    repeat (4) @(negedge clk);
    if (errors == 0 && checked == sent) $display("PASS: pipeline %0d 组乘加结果全部正确", sent);
    else $display("FAIL: 送入 %0d 组，核对 %0d 组，错误 %0d 个", sent, checked, errors);
    $finish;
  end
endmodule
