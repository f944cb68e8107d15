// 常见错误：敏感列表里漏了 posedge areset，复位变成了同步复位，要等到下一个时钟上升沿才清零
module TopModule(input clk, input areset, input j, input k, output reg q);
    always @(posedge clk) begin
        if (areset) q <= 1'b0;
        else
            case ({j, k})
                2'b01: q <= 1'b0;
                2'b10: q <= 1'b1;
                2'b11: q <= ~q;
                default: q <= q;
            endcase
    end
endmodule
