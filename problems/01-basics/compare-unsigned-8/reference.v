module TopModule(
    input      [7:0] a,
    input      [7:0] b,
    output reg       lt,
    output reg       eq,
    output reg       gt
);
    always @(*) begin
        lt = 1'b0;
        eq = 1'b0;
        gt = 1'b0;
        if (a < b)
            lt = 1'b1;
        else if (a == b)
            eq = 1'b1;
        else
            gt = 1'b1;
    end
endmodule
