// 常见错误：和先放进一根 16 位的线再送给 y，最高位的进位丢了（如 255 × 255 + 65535）
module TopModule(
    input             clk,
    input             reset,
    input             in_valid,
    input      [7:0]  a,
    input      [7:0]  b,
    input      [15:0] c,
    output reg        out_valid,
    output reg [16:0] y
);
    reg [15:0] p1;
    reg [15:0] c1;
    reg        v1;
    wire [15:0] s = p1 + c1;

    always @(posedge clk) begin
        if (reset) begin
            v1        <= 1'b0;
            out_valid <= 1'b0;
            y         <= 17'd0;
        end else begin
            v1        <= in_valid;
            out_valid <= v1;
            if (in_valid) begin
                p1 <= a * b;
                c1 <= c;
            end
            if (v1)
                y <= s;
        end
    end
endmodule
