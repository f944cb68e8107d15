// category: 边界值
module TopModule(
  input      [7:0] in,
  output reg [2:0] idx,
  output           valid
);
  always @(*) begin
    if      (in[7]) idx = 3'd7;
    else if (in[6]) idx = 3'd6;
    else if (in[5]) idx = 3'd5;
    else if (in[4]) idx = 3'd4;
    else if (in[3]) idx = 3'd3;
    else if (in[2]) idx = 3'd2;
    else if (in[1]) idx = 3'd1;
    else if (in[0]) idx = 3'd0;
  end
  assign valid = |in;
endmodule
