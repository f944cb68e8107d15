// 常见错误：没有 default 分支，op 为 110、111 时 y 保持上一次的结果（锁存器）
module TopModule(input [7:0] a, input [7:0] b, input [2:0] op, output reg [7:0] y, output zero);
    always @(*) begin
        case (op)
            3'b000: y = a + b;
            3'b001: y = a - b;
            3'b010: y = a & b;
            3'b011: y = a | b;
            3'b100: y = a ^ b;
            3'b101: y = ~a;
        endcase
    end
    assign zero = (y == 8'd0);
endmodule
