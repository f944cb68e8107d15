// 常见错误：c 没有跟着乘积延迟一拍，第二级加的是此刻输入端的 c，而它已经属于下一组数据了
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
            if (in_valid) begin
                p1 <= a * b;
                c1 <= c;
            end
            if (v1)
                y <= {1'b0, p1} + {1'b0, c};
        end
    end
endmodule
