`timescale 1 ps/1 ps
// A long testbench in the VerilogEval layout, written for the golden suite. Its stimulus wants
// 200 000 clock cycles, but its own watchdog stops the run after 100 000 (200 000 samples, one per
// clock edge) and prints TIMEOUT, as some public testbenches do; the reference ends there too. It
// dumps its own signals, about 9.5 MB of VCD: more than the judge keeps.
module stimulus_gen (input clk, output reg reset);
  initial begin
    reset <= 1'b1;
    repeat (300) @(posedge clk, negedge clk) reset <= ($random & 15) == 0;
    @(posedge clk) reset <= 1'b0;
    repeat (200000) @(posedge clk);
    $finish;
  end
endmodule

module tb;
  reg clk = 1'b0;
  always #5 clk = ~clk;

  logic reset;
  logic [31:0] q_ref, q_dut;
  int samples = 0;
  int errors = 0;
  int first_error = 0;

  initial begin
    $dumpfile("lfsr.vcd");
    $dumpvars(1, clk, reset, q_ref, q_dut);
  end

  stimulus_gen stim1 (.clk(clk), .reset(reset));
  RefModule good1 (.clk(clk), .reset(reset), .q(q_ref));
  TopModule top_module1 (.clk(clk), .reset(reset), .q(q_dut));

  // An X in the reference matches anything; an X in the design only an X.
  always @(posedge clk, negedge clk) begin
    samples++;
    if (q_ref !== (q_ref ^ q_dut ^ q_ref)) begin
      if (errors == 0) first_error = $time;
      errors++;
    end
  end

  final begin
    if (errors) $display("Hint: Output '%s' has %0d mismatches. First mismatch occurred at time %0d.", "q", errors, first_error);
    else $display("Hint: Output '%s' has no mismatches.", "q");
    $display("Mismatches: %1d in %1d samples", errors, samples);
  end

  initial begin
    #1000000 $display("TIMEOUT");
    $finish;
  end
endmodule
