// Initial values written on ANSI output ports (`output reg q = 1'b1`), no reset; outputs read back.
module toggle(input clk, input t, output reg q = 1'b1, output reg [7:0] ring = 8'h5a);
  always @(posedge clk) begin
    if (t) q <= ~q;
    ring <= {ring[6:0], ring[7]};
  end
endmodule
