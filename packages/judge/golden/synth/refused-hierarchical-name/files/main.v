module Inner(input a, output y);
  wire secret = a;
  assign y = a;
endmodule
module TopModule(input a, output y);
  wire z;
  Inner i(.a(a), .y(z));
  assign y = i.secret;
endmodule
