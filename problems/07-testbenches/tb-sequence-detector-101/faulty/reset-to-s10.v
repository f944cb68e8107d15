// category: 复位
module TopModule(input clk, input reset, input din, output match);
  localparam IDLE = 2'd0, S1 = 2'd1, S10 = 2'd2;
  reg [1:0] state;
  always @(posedge clk) begin
    if (reset) state <= S10;
    else case (state)
      IDLE:    state <= din ? S1 : IDLE;
      S1:      state <= din ? S1 : S10;
      S10:     state <= din ? S1 : IDLE;
      default: state <= IDLE;
    endcase
  end
  assign match = (state == S10) && din;
endmodule
