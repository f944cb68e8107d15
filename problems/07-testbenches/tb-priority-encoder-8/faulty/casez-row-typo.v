// category: 功能
module TopModule(
  input  [7:0] in,
  output [2:0] idx,
  output       valid
);
  function [2:0] encode(input [7:0] v);
    casez (v)
      8'b1???????: encode = 3'd7;
      8'b01??????: encode = 3'd6;
      8'b001?????: encode = 3'd5;
      8'b0001????: encode = 3'd4;
      8'b00001???: encode = 3'd4;
      8'b000001??: encode = 3'd2;
      8'b0000001?: encode = 3'd1;
      default:     encode = 3'd0;
    endcase
  endfunction
  assign idx   = encode(in);
  assign valid = |in;
endmodule
