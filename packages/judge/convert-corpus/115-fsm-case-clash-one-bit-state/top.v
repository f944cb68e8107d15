// Coverage corpus (issue 27): a one-bit state with integer localparams, one of them COUNT beside a signal count (VHDL ignores case: the constant is renamed COUNT_const)
module TopModule(input clk, input reset, input in, output reg [1:0] count);
  localparam IDLE = 0, COUNT = 1;
  reg state;
  always @(posedge clk) begin
    if (reset) begin
      state <= IDLE;
      count <= 2'd0;
    end else begin
      case (state)
        IDLE: if (in) state <= COUNT;
        COUNT: begin
          count <= count + 2'd1;
          if (count == 2'd3) state <= IDLE;
        end
      endcase
    end
  end
endmodule
