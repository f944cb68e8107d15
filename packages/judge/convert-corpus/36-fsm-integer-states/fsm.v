// A three-state handshake FSM whose states are unsized localparams (integers in VHDL).
module handshake(input clk, input rst_n, input start, input ack, output busy, output reg done);
  localparam ST_IDLE = 0, ST_WAIT = 1, ST_DONE = 2;
  reg [1:0] state;
  assign busy = (state == ST_WAIT);
  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      state <= ST_IDLE;
      done <= 1'b0;
    end else begin
      done <= 1'b0;
      case (state)
        ST_IDLE: if (start) state <= ST_WAIT;
        ST_WAIT: if (ack) state <= ST_DONE;
        ST_DONE: begin
          state <= ST_IDLE;
          done <= 1'b1;
        end
        default: state <= ST_IDLE;
      endcase
    end
  end
endmodule
