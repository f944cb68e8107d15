// A priority mux written as a chain of ?: (grouped to the right, as Verilog defines it).
module prio_mux(input [3:0] sel, input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d, output [7:0] y);
  assign y = sel[0] ? a : sel[1] ? b : sel[2] ? c : sel[3] ? d : 8'h00;
endmodule
