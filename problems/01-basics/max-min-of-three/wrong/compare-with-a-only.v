// 常见错误：b、c 都只和 a 比，没有和当前擂主比，c 比 a 大但比 b 小时也会把 b 挤掉
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, output reg [7:0] max_val, output reg [1:0] max_idx, output reg [7:0] min_val, output reg [1:0] min_idx);
    always @(*) begin
        max_val = a; max_idx = 2'd0;
        if (b > a) begin max_val = b; max_idx = 2'd1; end
        if (c > a) begin max_val = c; max_idx = 2'd2; end
        min_val = a; min_idx = 2'd0;
        if (b < a) begin min_val = b; min_idx = 2'd1; end
        if (c < a) begin min_val = c; min_idx = 2'd2; end
    end
endmodule
