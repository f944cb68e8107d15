// 常见错误：循环条件写成 s < 3，sel = 3 从来没试过；选 d 这一路的错误全部漏掉
module tb;
  reg [7:0] a = 0, b = 0, c = 0, d = 0;
  reg [1:0] sel = 0;
  wire [7:0] out;
  reg [7:0] expected;
  integer s, k, seed = 5;
  Mux4 dut(.a(a), .b(b), .c(c), .d(d), .sel(sel), .out(out));
  initial begin
    for (s = 0; s < 3; s = s + 1) begin
      sel = s;
      for (k = 0; k < 10; k = k + 1) begin
        {a, b, c, d} = {$random(seed), $random(seed)};
        #1;
        expected = (sel == 0) ? a : (sel == 1) ? b : (sel == 2) ? c : d;
        if (out !== expected) $error("sel=%0d: out = %h, expected %h", sel, out, expected);
      end
    end
    $finish;
  end
endmodule
