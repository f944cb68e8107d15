// category: 功能
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  input  [7:0] c,
  input  [7:0] d,
  input  [1:0] sel,
  output [7:0] out
);
  assign out = sel[1] ? d : (sel[0] ? b : a);
endmodule
