// Recursion deep enough to overflow the simulator's stack.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  function automatic integer depth(input integer n);
    depth = (n == 0) ? 0 : 1 + depth(n - 1);
  endfunction
  integer r;
  initial r = depth(100000000);
  assign {cout, sum} = a + b;
endmodule
