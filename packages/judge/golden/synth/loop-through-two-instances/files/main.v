module invert(input a, output y);
  assign y = ~a;
endmodule

module pass(input a, output y);
  assign y = a;
endmodule

module TopModule(input x, output out);
  wire p, q;
  invert u1(.a(q), .y(p));
  pass u2(.a(p ^ x), .y(q));
  assign out = p;
endmodule
