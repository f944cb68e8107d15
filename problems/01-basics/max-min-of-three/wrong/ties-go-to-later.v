// 常见错误：用了 >= 和 <=，并列时后来的挑战者也能上位，编号取成了大的
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, output reg [7:0] max_val, output reg [1:0] max_idx, output reg [7:0] min_val, output reg [1:0] min_idx);
    always @(*) begin
        max_val = a; max_idx = 2'd0;
        if (b >= max_val) begin max_val = b; max_idx = 2'd1; end
        if (c >= max_val) begin max_val = c; max_idx = 2'd2; end
        min_val = a; min_idx = 2'd0;
        if (b <= min_val) begin min_val = b; min_idx = 2'd1; end
        if (c <= min_val) begin min_val = c; min_idx = 2'd2; end
    end
endmodule
