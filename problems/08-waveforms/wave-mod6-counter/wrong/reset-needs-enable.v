// 常见错误：复位写在 en 的条件里面，en = 0 时复位不起作用；波形里 en = 0 时 rst 照样让 q 回零
module TopModule(input clk, input rst, input en, output reg [2:0] q);
    always @(posedge clk) begin
        if (en) begin
            if (rst)
                q <= 3'd0;
            else
                q <= (q == 3'd5) ? 3'd0 : q + 3'd1;
        end
    end
endmodule
