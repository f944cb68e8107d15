// 常见错误：屏蔽时把获胜者自己也留在了可选范围里（屏蔽掉的是比它小的位，而不是比它小或相等的位）；它一直请求就一直赢，根本不轮转
module TopModule(
    input            clk,
    input            reset,
    input      [3:0] req,
    output     [3:0] grant
);
    // 屏蔽寄存器：只有比上一次获胜者下标更大的位为 1
    reg [3:0] mask;

    wire [3:0] masked   = req & mask;
    // 两个固定优先级仲裁器（下标小的优先），x & (~x + 1) 只留下最低的那个 1
    wire [3:0] pick_m   = masked & (~masked + 4'd1);
    wire [3:0] pick_all = req & (~req + 4'd1);

    // 屏蔽后还有请求就用屏蔽的结果，否则绕回来从头挑
    assign grant = (masked != 4'b0000) ? pick_m : pick_all;

    always @(posedge clk) begin
        if (reset)
            mask <= 4'b1111;
        else begin
            case (grant)
                4'b0001: mask <= 4'b1111;
                4'b0010: mask <= 4'b1110;
                4'b0100: mask <= 4'b1100;
                4'b1000: mask <= 4'b1000;
                default: mask <= mask;      // 没有请求：保持
            endcase
        end
    end
endmodule
