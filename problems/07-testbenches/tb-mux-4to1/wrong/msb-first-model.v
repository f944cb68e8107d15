// 常见错误：期望值按 sel 的位序弄反了（以为 sel = 1 选 c、sel = 2 选 b），正确的设计也被判错
module tb;
  reg [7:0] a = 8'h11, b = 8'h22, c = 8'h33, d = 8'h44;
  reg [1:0] sel = 0;
  wire [7:0] out;
  reg [7:0] expected;
  integer s;
  Mux4 dut(.a(a), .b(b), .c(c), .d(d), .sel(sel), .out(out));
  initial begin
    for (s = 0; s < 4; s = s + 1) begin
      sel = s;
      #1;
      case (sel)
        2'b00: expected = a;
        2'b10: expected = b;
        2'b01: expected = c;
        2'b11: expected = d;
      endcase
      if (out !== expected) $error("sel=%0d: out = %h, expected %h", sel, out, expected);
    end
    $finish;
  end
endmodule
