// 自检测试平台：外层循环固定 sel（0～3 全部走到），内层换多组数据。
// 数据挑的是每一位都会变化、四路互不相同的图样（0x00/0xFF、0x55/0xAA、走动的 1、固定种子的随机数），
// 所以选错一路、少了几位、某一位接错都会被看出来。
// 最后 sel 不变、每次只改一路数据：选中的那一路变了输出要跟着变，没选中的变了输出不能变
// （敏感列表漏了某个信号的设计，只有在“只有它在变”的时候才露馅）。
module tb;
  reg [7:0] a = 0, b = 0, c = 0, d = 0;
  reg [1:0] sel = 0;
  wire [7:0] out;
  reg [7:0] expected;
  integer s, k, seed = 11;
  Mux4 dut(.a(a), .b(b), .c(c), .d(d), .sel(sel), .out(out));
  task check;
    begin
      case (sel)
        2'd0: expected = a;
        2'd1: expected = b;
        2'd2: expected = c;
        default: expected = d;
      endcase
      if (out !== expected)
        $error("sel=%0d a=%h b=%h c=%h d=%h: out = %h, expected %h", sel, a, b, c, d, out, expected);
    end
  endtask
  initial begin
    for (s = 0; s < 4; s = s + 1) begin
      sel = s;
      for (k = 0; k < 12; k = k + 1) begin
        case (k)
          0: {a, b, c, d} = {8'h00, 8'hFF, 8'h00, 8'hFF};
          1: {a, b, c, d} = {8'hFF, 8'h00, 8'hFF, 8'h00};
          2: {a, b, c, d} = {8'h55, 8'hAA, 8'hAA, 8'h55};
          3: {a, b, c, d} = {8'hAA, 8'h55, 8'h55, 8'hAA};
          4: {a, b, c, d} = {8'h01, 8'h02, 8'h04, 8'h08};
          5: {a, b, c, d} = {8'h10, 8'h20, 8'h40, 8'h80};
          default: {a, b, c, d} = {$random(seed), $random(seed)};
        endcase
        #1 check;
      end
    end
    // 数据不变，只改 sel
    {a, b, c, d} = {8'h3C, 8'hC3, 8'h96, 8'h69};
    for (s = 0; s < 8; s = s + 1) begin
      sel = s ^ 3;
      #1 check;
    end
    // sel 不变，每次只改一路数据
    for (s = 0; s < 4; s = s + 1) begin
      sel = s;
      for (k = 0; k < 4; k = k + 1) begin
        case (k)
          0: a = ~a;
          1: b = ~b;
          2: c = ~c;
          default: d = ~d;
        endcase
        #1 check;
      end
    end
    $display("PASS");
    $finish;
  end
endmodule
