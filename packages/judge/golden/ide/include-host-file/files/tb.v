module tb;
`include "/etc/passwd"
  initial $finish;
endmodule
