module tb;
  initial begin : spin
    forever $display("flood");
  end
endmodule
