// category: 边界值
module TopModule(
  input  [7:0] in,
  output [2:0] idx,
  output       valid
);
  function [2:0] encode(input [7:0] v);
    integer i;
    begin
      encode = 3'd0;
      for (i = 0; i < 7; i = i + 1) if (v[i]) encode = i;
    end
  endfunction
  assign idx   = encode(in);
  assign valid = |in;
endmodule
