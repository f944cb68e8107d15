// Coverage corpus (issue 27): function automatic … return: refused before running with the construct named (neither translator has functions with automatic)
module TopModule(input logic [3:0] a, input logic [3:0] b, output logic [3:0] m);
  function automatic logic [3:0] max4(input logic [3:0] x, input logic [3:0] y);
    return (x > y) ? x : y;
  endfunction
  assign m = max4(a, b);
endmodule
