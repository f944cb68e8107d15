// Coverage corpus (issue 27): parameter states (generics) in a clocked case, BUSY beside an output busy (a generic differs only in case from a port: ours refuses, named in the log); the back end's VHDL proven
module TopModule #(parameter IDLE = 2'd0, parameter BUSY = 2'd1, parameter DONE = 2'd2) (input clk, input reset, input start, output reg [1:0] state, output busy);
  reg [2:0] cnt;
  always @(posedge clk) begin
    if (reset) begin
      state <= IDLE;
      cnt <= 3'd0;
    end else case (state)
      IDLE: if (start) state <= BUSY;
      BUSY: begin
        cnt <= cnt + 3'd1;
        if (cnt == 3'd5) state <= DONE;
      end
      DONE: begin
        cnt <= 3'd0;
        state <= IDLE;
      end
      default: state <= IDLE;
    endcase
  end
  assign busy = (state == BUSY);
endmodule
