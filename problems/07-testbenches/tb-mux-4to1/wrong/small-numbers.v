// 常见错误：四路数据取 1、2、3、4 这样的小数，sel 四个值都试了，可数据的高位永远是 0，
// 只传了低 4 位的设计看不出来；数据也从来没有在 sel 不变时单独改变过
module tb;
  reg [7:0] a = 1, b = 2, c = 3, d = 4;
  reg [1:0] sel = 0;
  wire [7:0] out;
  integer s;
  Mux4 dut(.a(a), .b(b), .c(c), .d(d), .sel(sel), .out(out));
  initial begin
    for (s = 0; s < 4; s = s + 1) begin
      sel = s;
      #1 if (out !== s + 1) $error("sel=%0d: out = %0d, expected %0d", sel, out, s + 1);
    end
    $finish;
  end
endmodule
