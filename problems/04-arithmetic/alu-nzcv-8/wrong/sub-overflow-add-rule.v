// 常见错误：减法的溢出照搬加法的规则（a、b 同号且结果变号）；减法要看 a 与 b 异号
module TopModule(input [7:0] a, input [7:0] b, input [2:0] op, output reg [7:0] y, output n, output z, output reg c, output reg v);
    always @(*) begin
        c = 1'b0;
        v = 1'b0;
        case (op)
            3'd0: begin {c, y} = a + b; v = (a[7] == b[7]) && (y[7] != a[7]); end
            3'd1: begin {c, y} = a + {1'b0, ~b} + 9'd1; v = (a[7] == b[7]) && (y[7] != a[7]); end
            3'd2: y = a & b;
            3'd3: y = a | b;
            3'd4: y = a ^ b;
            3'd5: {c, y} = {a, 1'b0};
            3'd6: {y, c} = {1'b0, a};
            default: {y, c} = {a[7], a};
        endcase
    end
    assign n = y[7];
    assign z = (y == 8'd0);
endmodule
