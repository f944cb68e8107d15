// 常见错误：屏蔽后没有请求时不绕回来，而是这一拍不授权、只把屏蔽恢复成全 1；总线白白空了一个周期
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
    assign grant = pick_m;

    always @(posedge clk) begin
        if (reset)
            mask <= 4'b1111;
        else begin
            case (grant)
                4'b0001: mask <= 4'b1110;
                4'b0010: mask <= 4'b1100;
                4'b0100: mask <= 4'b1000;
                4'b1000: mask <= 4'b0000;
                default: mask <= (req != 4'b0000) ? 4'b1111 : mask;
            endcase
        end
    end
endmodule
