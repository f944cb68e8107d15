module top(input a, output y);
  wire \w;end;architecture_x ;
  assign \w;end;architecture_x = a;
  assign y = \w;end;architecture_x ;
endmodule
