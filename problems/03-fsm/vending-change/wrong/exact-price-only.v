// 常见错误：只在金额恰好等于 7 元时出货，投 5 元后超过 7 元的情况没有处理，金额溢出，既不出货也不找零
module TopModule(input clk, input reset, input [1:0] coin, output reg [2:0] credit, output reg vend, output reg [2:0] change);
    localparam PRICE = 4'd7;

    reg [2:0] value;
    always @(*) begin
        case (coin)
            2'b01:   value = 3'd1;
            2'b10:   value = 3'd5;
            default: value = 3'd0;
        endcase
    end

    wire [3:0] total = credit + value;

    always @(posedge clk) begin
        if (reset) begin
            credit <= 3'd0;
            vend   <= 1'b0;
            change <= 3'd0;
        end else if (total == PRICE) begin
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
