// Conway's game of life on a 16x16 torus, q[16*row + col]; load takes data on the clock edge.
// The next state is an `always @*` over the design's own `q`: Icarus's sensitivity list for it
// names `q` through the stimulus module's `q_dut` port (one net, several names).
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
