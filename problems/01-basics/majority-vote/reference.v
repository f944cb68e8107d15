module TopModule(
    input  a,
    input  b,
    input  c,
    output pass,
    output unanimous
);
    assign pass      = (a & b) | (b & c) | (a & c);
    assign unanimous = (a & b & c) | ~(a | b | c);
endmodule
