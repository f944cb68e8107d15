`timescale 1 ps/1 ps
// A testbench in the VerilogEval layout, written for the golden suite, whose stimulus module
// reads the outputs of both designs (to print hints about the first mismatch), as public
// testbenches often do. The compiled-design check must not blame the learner for it.
module stimulus_gen (input clk, input tb_match, input [255:0] q_ref, input [255:0] q_dut,
                     output reg load, output reg [255:0] data);
  initial begin
    data <= 256'h7;  // a blinker
    load <= 1'b1;
    @(posedge clk) load <= 1'b0;
    repeat (6) @(posedge clk)
      if (!tb_match) $display("Hint: blinker differs: %h / %h", q_dut[47:0], q_ref[47:0]);
    data <= 256'h0002_0001_0007;  // a glider
    load <= 1'b1;
    @(posedge clk) load <= 1'b0;
    repeat (80) @(posedge clk);
    data <= {8{$random}};
    load <= 1'b1;
    @(posedge clk) load <= 1'b0;
    repeat (120) @(posedge clk);
    #1 $finish;
  end
endmodule

module tb;
  reg clk = 1'b0;
  always #5 clk = ~clk;

  logic load;
  logic [255:0] data, q_ref, q_dut;
  wire tb_match = q_ref === (q_ref ^ q_dut ^ q_ref);
  int samples = 0;
  int errors = 0;
  int first_error = 0;

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(1, clk, load, q_ref, q_dut);
  end

  stimulus_gen stim1 (.clk(clk), .tb_match(tb_match), .q_ref(q_ref), .q_dut(q_dut), .load(load), .data(data));
  RefModule good1 (.clk(clk), .load(load), .data(data), .q(q_ref));
  TopModule top_module1 (.clk(clk), .load(load), .data(data), .q(q_dut));

  always @(posedge clk, negedge clk) begin
    samples++;
    if (!tb_match) begin
      if (errors == 0) first_error = $time;
      errors++;
    end
  end

  final begin
    if (errors) $display("Hint: Output '%s' has %0d mismatches. First mismatch occurred at time %0d.", "q", errors, first_error);
    else $display("Hint: Output '%s' has no mismatches.", "q");
    $display("Mismatches: %1d in %1d samples", errors, samples);
  end
endmodule
