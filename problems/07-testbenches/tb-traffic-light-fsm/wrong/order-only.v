// 常见错误：只检查颜色的先后顺序（绿 → 黄 → 红 → 绿），每种颜色亮了几个周期却没有数
module tb;
  reg clk = 0, reset = 1;
  wire red, yellow, green;
  reg [2:0] last;
  integer changes = 0;
  TrafficLight dut(.clk(clk), .reset(reset), .red(red), .yellow(yellow), .green(green));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    last = {red, yellow, green};
    if (last !== 3'b001) $error("not green after reset");
    repeat (40) begin
      @(posedge clk); #1;
      if ({red, yellow, green} !== last) begin
        if (last == 3'b001 && {red, yellow, green} !== 3'b010) $error("green must be followed by yellow");
        if (last == 3'b010 && {red, yellow, green} !== 3'b100) $error("yellow must be followed by red");
        if (last == 3'b100 && {red, yellow, green} !== 3'b001) $error("red must be followed by green");
        last = {red, yellow, green};
        changes = changes + 1;
      end
    end
    if (changes < 3) $error("lights did not change");
    $finish;
  end
endmodule
