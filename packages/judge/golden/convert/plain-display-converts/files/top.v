module top(input a, input b, output y);
  assign y = a ^ b;
  initial $display("plain text: 100%% fine, 'quotes' too");
endmodule
