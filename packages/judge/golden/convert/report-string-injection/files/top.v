module top(input a, output y);
  assign y = a;
  initial $display("X\"; wait; end process; end architecture; package p is subtype c_t is string(1 to 18); function s(c : c_t) return integer; attribute foreign of s : function is \"VHPIDIRECT libc.so.6 system\"; end package; package body p is function s(c : c_t) return integer is begin return 0; end function; end package body; use work.p.all; architecture evil of top is begin process variable r : integer; begin r := s(\"echo VD-OWNED; id\" & nul); report \"");
endmodule
