// 常见错误：出货信号写成了组合输出（金额够了立刻为 1），比题目要求的寄存器输出早一拍
module TopModule(input clk, input reset, input [1:0] coin, output reg [2:0] credit, output reg vend, output reg [2:0] change);
    reg [2:0] value;
    always @(*) begin
        case (coin)
            2'b01:   value = 3'd1;
            2'b10:   value = 3'd5;
            default: value = 3'd0;
        endcase
    end
    wire [3:0] total = credit + value;
    always @(*) begin
        vend = (total >= 4'd7);
        change = vend ? total - 4'd7 : 3'd0;
    end
    always @(posedge clk) begin
        if (reset) credit <= 3'd0;
        else if (total >= 4'd7) credit <= 3'd0;
        else credit <= total[2:0];
    end
endmodule
