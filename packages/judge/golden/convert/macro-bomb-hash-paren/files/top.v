// A macro bomb inside the top module: 131 072 unclosed #( (the issue's bomb).
module top(input a, output y);
`define M0 a#(a#(
`define M1 `M0`M0`M0`M0
`define M2 `M1`M1`M1`M1
`define M3 `M2`M2`M2`M2
`define M4 `M3`M3`M3`M3
`define M5 `M4`M4`M4`M4
`define M6 `M5`M5`M5`M5
`define M7 `M6`M6`M6`M6
`define M8 `M7`M7`M7`M7
`M8
  assign y = a;
endmodule
