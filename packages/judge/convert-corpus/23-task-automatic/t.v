module t(input [3:0] a, output reg [3:0] y);
  task automatic inc(input [3:0] x, output [3:0] z);
    z = x + 1;
  endtask
  always @* inc(a, y);
endmodule
