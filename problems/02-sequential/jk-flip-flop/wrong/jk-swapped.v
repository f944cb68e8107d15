// 常见错误：把 j 当成清零、k 当成置位（拼接 {j, k} 时弄反了位序）
module TopModule(input clk, input areset, input j, input k, output reg q);
    always @(posedge clk or posedge areset) begin
        if (areset) q <= 1'b0;
        else
            case ({k, j})
                2'b01: q <= 1'b0;
                2'b10: q <= 1'b1;
                2'b11: q <= ~q;
                default: q <= q;
            endcase
    end
endmodule
