// 常见错误：按 00、01、10、11 的顺序读卡诺图的列，把 cd=11 和 cd=10 两列看反了
module TopModule(input a, input b, input c, input d, output f, output g);
    assign f = (~b & (c ^ d)) | (b & ~c);
    assign g = (b | d) & (a | ~b | ~c) & (~b | ~c | ~d);
endmodule
