// Coverage corpus (issue 27): always_comb reading its own blocking temporary (a process variable); the back end's VHDL for it is refuted
module TopModule(input logic [3:0] a, input logic [3:0] b, output logic [4:0] s, output logic ovf);
  logic [4:0] t;
  always_comb begin
    t = {1'b0, a} + {1'b0, b};
    s = t;
    ovf = t[4];
  end
endmodule
