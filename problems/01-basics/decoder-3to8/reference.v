module TopModule(
    input        en,
    input  [2:0] in,
    output [7:0] out
);
    assign out = en ? (8'd1 << in) : 8'd0;
endmodule
