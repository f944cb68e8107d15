// No reset at all: the registers start from their declaration initialisers (`reg q = 1;`), so
// every output is defined from power-up and the VHDL must start from the same values.
module blink(clk, led, cnt, phase_out);
  input clk;
  output led;
  output [3:0] cnt;
  output [1:0] phase_out;
  reg led = 1'b1;
  reg [3:0] cnt = 4'd9;
  reg [1:0] phase = 2;

  assign phase_out = phase;

  always @(posedge clk) begin
    cnt <= cnt + 4'd1;
    phase <= phase + 2'd1;
    if (phase == 2'd3) led <= ~led;
  end
endmodule
