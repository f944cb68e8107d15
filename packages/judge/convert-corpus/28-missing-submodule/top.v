module top(input a, output y);
  inverter u(.a(a), .y(y));
endmodule
