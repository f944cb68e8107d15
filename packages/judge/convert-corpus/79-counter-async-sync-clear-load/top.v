// Coverage corpus (issue 27): asynchronous reset, synchronous clear and load, BCD wrap, a combinational output of the register
module TopModule(input clk, input rst_n, input clr, input load, input [3:0] d, input en, output reg [3:0] q, output wrap);
  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) q <= 4'd0;
    else if (clr) q <= 4'd0;
    else if (load) q <= d;
    else if (en) q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
  end
  assign wrap = en && (q == 4'd9);
endmodule
