module TopModule(
    input            clk,
    input            reset,
    input      [1:0] coin,
    output reg [2:0] credit,
    output reg       vend,
    output reg [2:0] change
);
    localparam PRICE = 4'd7;

    // 这枚硬币值多少：01 = 1 元，10 = 5 元，00 和 11（无效）都当作没投
    reg [2:0] value;
    always @(*) begin
        case (coin)
            2'b01:   value = 3'd1;
            2'b10:   value = 3'd5;
            default: value = 3'd0;
        endcase
    end

    // 已投金额最多 6 元，再加一枚最多 11 元：4 位够用
    wire [3:0] total = credit + value;

    // 状态就是 {credit, vend, change}：credit 为 0～6 的“已投金额”，vend 为 1 的是“出货并找零”
    always @(posedge clk) begin
        if (reset) begin
            credit <= 3'd0;
            vend   <= 1'b0;
            change <= 3'd0;
        end else if (total >= PRICE) begin
            credit <= 3'd0;            // 出货的同时清零，下一枚硬币开始新的一笔
            vend   <= 1'b1;
            change <= total - PRICE;   // 最多 6 + 5 - 7 = 4 元
        end else begin
            credit <= total[2:0];
            vend   <= 1'b0;
            change <= 3'd0;
        end
    end
endmodule
