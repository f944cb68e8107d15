// Coverage corpus (issue 27): enum {S_A, S_B = 5, S_C} (an int: 32 bits, two-state, starts at 0): the back end's VHDL is refuted at power-up, ours is proven
module TopModule(input logic clk, input logic reset, input logic go, output logic [1:0] phase);
  enum {S_A, S_B = 5, S_C} state;
  always_ff @(posedge clk)
    if (reset) state <= S_A;
    else if (go) begin
      case (state)
        S_A: state <= S_B;
        S_B: state <= S_C;
        default: state <= S_A;
      endcase
    end
  assign phase = (state == S_A) ? 2'd0 : (state == S_B) ? 2'd1 : 2'd2;
endmodule
