module TopModule(
    input  [15:0] a,
    input  [15:0] b,
    input         sel,
    input  [15:0] mask,
    output [15:0] y,
    output [15:0] z
);
    assign y = sel ? b : a;
    assign z = (a & ~mask) | (b & mask);
endmodule
