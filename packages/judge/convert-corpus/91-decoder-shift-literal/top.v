// Coverage corpus (issue 27): decoder as 8'b1 << sel
module TopModule(input [2:0] sel, input en, output [7:0] y);
  assign y = en ? (8'b1 << sel) : 8'b0;
endmodule
