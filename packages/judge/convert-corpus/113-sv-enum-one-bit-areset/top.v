// Coverage corpus (issue 27): one-bit enum (typedef enum logic {LEFT, RIGHT}) with an asynchronous reset: the back end's port list was unreadable, ours writes vectors of one bit
module TopModule(input logic clk, input logic areset, input logic bump_left, input logic bump_right, output logic walk_left, output logic walk_right);
  typedef enum logic {LEFT, RIGHT} state_t;
  state_t state;
  always_ff @(posedge clk or posedge areset)
    if (areset) state <= LEFT;
    else case (state)
      LEFT: state <= bump_left ? RIGHT : LEFT;
      RIGHT: state <= bump_right ? LEFT : RIGHT;
    endcase
  assign walk_left = (state == LEFT);
  assign walk_right = (state == RIGHT);
endmodule
