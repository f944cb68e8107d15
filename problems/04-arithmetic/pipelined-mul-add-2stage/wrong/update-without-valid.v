// 常见错误：数据寄存器每拍都更新，不看有效位；没有有效数据时 y 也跟着输入的垃圾值变
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

    always @(posedge clk) begin
        if (reset) begin
            v1        <= 1'b0;
            out_valid <= 1'b0;
            y         <= 17'd0;
        end else begin
            v1        <= in_valid;
            out_valid <= v1;
            p1 <= a * b;
            c1 <= c;
            y <= {1'b0, p1} + {1'b0, c1};
        end
    end
endmodule
