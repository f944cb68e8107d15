// category: 功能
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  input  [7:0] c,
  input  [7:0] d,
  input  [1:0] sel,
  output [7:0] out
);
  assign out = (a & {8{sel == 2'd0}})
             | (b & {8{sel == 2'd1}})
             | (c & {8{sel == 2'd2}})
             | (d & {8{sel == 2'd2}});
endmodule
