// 选择端的位序写反：sel=1 选到了 d[2]，sel=2 选到了 d[1]
module TopModule(input [1:0] sel, input [3:0] d, output y);
  assign y = d[{sel[0], sel[1]}];
endmodule
