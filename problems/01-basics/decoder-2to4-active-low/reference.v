module TopModule(
    input        en_n,
    input  [1:0] a,
    output [3:0] y_n
);
    assign y_n = en_n ? 4'b1111 : ~(4'b0001 << a);
endmodule
