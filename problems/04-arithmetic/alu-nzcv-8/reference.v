module TopModule(
    input      [7:0] a,
    input      [7:0] b,
    input      [2:0] op,
    output reg [7:0] y,
    output           n,
    output           z,
    output reg       c,
    output reg       v
);
    always @(*) begin
        // 默认值：除加、减和移位之外 C、V 都是 0；每个输出在每条路径上都有值，不会生成锁存器
        c = 1'b0;
        v = 1'b0;
        case (op)
            3'd0: begin
                {c, y} = a + b;
                v = (a[7] == b[7]) && (y[7] != a[7]);
            end
            3'd1: begin
                // 减法 = 加上 b 的补码；进位 1 表示没有借位
                {c, y} = a + {1'b0, ~b} + 9'd1;
                v = (a[7] != b[7]) && (y[7] != a[7]);
            end
            3'd2: y = a & b;
            3'd3: y = a | b;
            3'd4: y = a ^ b;
            3'd5: {c, y} = {a, 1'b0};          // 左移一位，移出的最高位进 C
            3'd6: {y, c} = {1'b0, a};          // 逻辑右移一位，移出的最低位进 C
            default: {y, c} = {a[7], a};       // 算术右移一位，左边补符号位
        endcase
    end

    assign n = y[7];
    assign z = (y == 8'd0);
endmodule
