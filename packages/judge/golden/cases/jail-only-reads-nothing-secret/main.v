// With every check off, the jail alone: while the design runs, the reference, the testbench, the
// compiled design and /proc are gone. (The learner's own file is still there: it is theirs.)
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = a + b;
  integer fd, n;
  reg [8*200:1] line;
  task probe(input [8*40:1] path);
    begin
      fd = $fopen(path, "r");
      $display("open %0s %0d", path, fd != 0);
      if (fd != 0) begin n = $fgets(line, fd); $display("read %0s", line); $fclose(fd); end
    end
  endtask
  initial begin
    probe("/in/reference.v");
    probe("/in/tb.v");
    probe("/job/sim");
    probe("/job/alone");
    probe("/proc/self/cmdline");
    probe("/proc/1/cmdline");
    probe("/etc/passwd");
    probe("/in/user/main.v");
  end
endmodule
