// Coverage corpus (issue 27): FSM whose case labels are parameters (generics are not locally static in VHDL: an if/elsif chain), Mealy output, asynchronous active-low reset
module TopModule(input clk, input aresetn, input x, output reg z);
  parameter S0 = 2'd0, S1 = 2'd1, S2 = 2'd2;
  reg [1:0] state, next;
  always @(posedge clk or negedge aresetn)
    if (!aresetn) state <= S0;
    else state <= next;
  always @(*) begin
    next = S0;
    z = 1'b0;
    case (state)
      S0: next = x ? S1 : S0;
      S1: next = x ? S1 : S2;
      S2: begin
        next = x ? S1 : S0;
        z = x;
      end
      default: next = S0;
    endcase
  end
endmodule
