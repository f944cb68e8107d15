module TopModule(
    input  a,
    input  b,
    input  c,
    input  d,
    output f,
    output g
);
    // f：b=0 的两行中 d=1 的两列，b=1 的两行中 c=0 的两列；a 被消去
    assign f = (~b & d) | (b & ~c);
    // g 的 0：{0,2,8,10} 为 b=0,d=0；{6,7} 为 a=0,b=1,c=1；{7,15} 为 b=1,c=1,d=1
    assign g = (b | d) & (a | ~b | ~c) & (~b | ~c | ~d);
endmodule
