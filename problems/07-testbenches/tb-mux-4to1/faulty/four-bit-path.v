// category: 位宽
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  input  [7:0] c,
  input  [7:0] d,
  input  [1:0] sel,
  output [7:0] out
);
  wire [3:0] low = (sel == 2'd0) ? a :
                   (sel == 2'd1) ? b :
                   (sel == 2'd2) ? c : d;
  assign out = low;
endmodule
