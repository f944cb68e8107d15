module tb;
  integer in, out, a, b, n, count;
  initial begin
    in = $fopen("vectors/in.txt", "r");
    out = $fopen("results.txt", "w");
    count = 0;
    n = $fscanf(in, "%d %d\n", a, b);
    while (n == 2) begin
      $fdisplay(out, "%0d %0d %0d", a, b, a + b);
      count = count + 1;
      n = $fscanf(in, "%d %d\n", a, b);
    end
    $fclose(in);
    $fclose(out);
    $display("read %0d vectors", count);
    $finish;
  end
endmodule
