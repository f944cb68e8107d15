// category: 功能
// mutant operator@15:88: 第 15 行：运算符 | 改为 &
// 8 位优先编码器：最高位优先，idx 为最高的那个 1 的位置；in 全为 0 时 valid = 0、idx = 0。
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
  assign valid = &in;
endmodule
