// Coverage corpus (issue 27): typedef enum logic [1:0] FSM: names as constants of the base type, always_comb next state
module TopModule(input logic clk, input logic reset, input logic x, output logic z);
  typedef enum logic [1:0] {IDLE, ONE, TWO} state_t;
  state_t state, next;
  always_comb begin
    next = state;
    case (state)
      IDLE: if (x) next = ONE;
      ONE: if (x) next = TWO; else next = IDLE;
      TWO: if (x) next = TWO; else next = IDLE;
      default: next = IDLE;
    endcase
  end
  always_ff @(posedge clk)
    if (reset) state <= IDLE;
    else state <= next;
  assign z = (state == TWO);
endmodule
