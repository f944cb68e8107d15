// category: 位宽
module TopModule(
  input  [7:0] in,
  output [2:0] idx,
  output       valid
);
  function [2:0] encode(input [7:0] v);
    integer i;
    begin
      encode = 3'd0;
      for (i = 0; i < 8; i = i + 1) if (v[i]) encode = i;
    end
  endfunction
  assign idx   = encode(in);
  assign valid = |in[6:0];
endmodule
