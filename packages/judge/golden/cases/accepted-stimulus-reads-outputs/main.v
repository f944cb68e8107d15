// The reference itself as the learner's design: before issue 27 the compiled-design check
// refused it, blaming "stim1" (the stimulus module's name for the learner's own output).
module TopModule (input clk, input load, input [255:0] data, output reg [255:0] q);
  reg [255:0] next;
  reg [3:0] n;
  always @* begin
    for (int r = 0; r < 16; r++)
      for (int c = 0; c < 16; c++) begin
        n = q[16*((r+15)%16) + (c+15)%16] + q[16*((r+15)%16) + c] + q[16*((r+15)%16) + (c+1)%16]
          + q[16*r + (c+15)%16] + q[16*r + (c+1)%16]
          + q[16*((r+1)%16) + (c+15)%16] + q[16*((r+1)%16) + c] + q[16*((r+1)%16) + (c+1)%16];
        next[16*r + c] = (n == 3) || (n == 2 && q[16*r + c]);
      end
  end
  always @(posedge clk) q <= load ? data : next;
endmodule
