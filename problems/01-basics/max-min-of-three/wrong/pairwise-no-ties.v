// 常见错误：用“比另外两个都大”来判断，没考虑并列，两数并列最大时谁也不满足，落到了 c
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, output reg [7:0] max_val, output reg [1:0] max_idx, output reg [7:0] min_val, output reg [1:0] min_idx);
    always @(*) begin
        if (a > b && a > c)      begin max_val = a; max_idx = 2'd0; end
        else if (b > a && b > c) begin max_val = b; max_idx = 2'd1; end
        else                     begin max_val = c; max_idx = 2'd2; end
        if (a < b && a < c)      begin min_val = a; min_idx = 2'd0; end
        else if (b < a && b < c) begin min_val = b; min_idx = 2'd1; end
        else                     begin min_val = c; min_idx = 2'd2; end
    end
endmodule
