module tb;
  initial begin
    $system("touch /tmp/pwned");
    $finish;
  end
endmodule
