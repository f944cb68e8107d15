module bin2gray(
    input  [3:0] bin,
    output [3:0] gray
);
    assign gray = bin ^ (bin >> 1);
endmodule

module TopModule(
    input  [3:0] a,
    input  [3:0] b,
    output [3:0] ga,
    output [3:0] gb
);
    bin2gray u_a (.bin(a), .gray(ga));
    bin2gray u_b (.bin(b), .gray(gb));
endmodule
