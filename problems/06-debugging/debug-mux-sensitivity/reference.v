module TopModule(
    input      [7:0] a,
    input      [7:0] b,
    input      [7:0] c,
    input      [7:0] d,
    input      [1:0] sel,
    input            en,
    output reg [7:0] y
);
    // 4 选 1；en = 0 时输出 0
    always @(*) begin
        if (!en)
            y = 8'h00;
        else
            case (sel)
                2'd0:    y = a;
                2'd1:    y = b;
                2'd2:    y = c;
                default: y = d;
            endcase
    end
endmodule
