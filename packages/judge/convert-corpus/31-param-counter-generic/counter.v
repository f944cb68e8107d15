// A modulo counter with its width and modulus as parameters: both become VHDL generics.
module mod_counter #(parameter WIDTH = 4, parameter MODULUS = 10) (
  input clk,
  input rst,
  input en,
  output reg [WIDTH-1:0] count,
  output wrap
);
  assign wrap = en && (count == MODULUS - 1);
  always @(posedge clk) begin
    if (rst) count <= 0;
    else if (en) begin
      if (count == MODULUS - 1) count <= 0;
      else count <= count + 1'b1;
    end
  end
endmodule
