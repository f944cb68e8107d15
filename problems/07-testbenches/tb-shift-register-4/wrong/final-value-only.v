// 常见错误：只在最后看一眼结果。移入 1、1、0、1 四位之后 q 应该是 1101，
// 可中间每一拍都没检查，复位之后也没检查，en 也一直为 1：很多错误在四拍之后就“洗掉”了
module tb;
  reg clk = 0, reset = 1, en = 0, sin = 0;
  wire [3:0] q;
  ShiftReg4 dut(.clk(clk), .reset(reset), .en(en), .sin(sin), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(negedge clk); reset = 0; en = 1;
    sin = 1; @(negedge clk);
    sin = 1; @(negedge clk);
    sin = 0; @(negedge clk);
    sin = 1; @(negedge clk);
    if (q !== 4'b1101) $error("q = %b, expected 1101", q);
    $finish;
  end
endmodule
