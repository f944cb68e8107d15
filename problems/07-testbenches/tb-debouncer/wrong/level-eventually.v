// 常见错误：只看“按住足够久以后 level 是不是 1”，既不核对 level 变化的那一拍，也不看 press
module tb;
  reg clk = 0, reset = 1, btn = 0;
  wire level, press;
  Debouncer dut(.clk(clk), .reset(reset), .btn(btn), .level(level), .press(press));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1;
    @(negedge clk); reset = 0;
    btn = 1;
    repeat (10) @(posedge clk);
    #1 if (level !== 1'b1) $error("level did not go high");
    @(negedge clk); btn = 0;
    repeat (10) @(posedge clk);
    #1 if (level !== 1'b0) $error("level did not go low");
    $finish;
  end
endmodule
