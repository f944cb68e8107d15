// 常见错误：out_valid 直接由 in_valid 打一拍得到，比数据早到了一拍；有效位要和数据走同样多级
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
            out_valid <= in_valid;
            if (in_valid) begin
                p1 <= a * b;
                c1 <= c;
            end
            if (v1)
                y <= {1'b0, p1} + {1'b0, c1};
        end
    end
endmodule
