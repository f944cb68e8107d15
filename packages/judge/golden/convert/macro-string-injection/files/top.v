`define Q "X\"; end process; end architecture; architecture evil of top is begin process begin report \""
module top(input a, output y);
  assign y = a;
  initial $display(`Q);
endmodule
