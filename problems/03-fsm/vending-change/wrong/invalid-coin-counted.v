// 常见错误：把 coin 的两位当成两枚硬币相加，无效的 11 被算成了 6 元
module TopModule(input clk, input reset, input [1:0] coin, output reg [2:0] credit, output reg vend, output reg [2:0] change);
    localparam PRICE = 4'd7;

    reg [2:0] value;
    always @(*) begin
        case (coin)
            2'b01:   value = 3'd1;
            2'b10:   value = 3'd5;
            2'b11:   value = 3'd6;
            default: value = 3'd0;
        endcase
    end

    wire [3:0] total = credit + value;

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
