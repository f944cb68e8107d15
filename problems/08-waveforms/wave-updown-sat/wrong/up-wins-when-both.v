// 常见错误：up、dn 同时为 1 时按加 1 处理（up 优先）；波形里两个同时为 1 时 q 保持不变
module TopModule(input clk, input rst, input up, input dn, output reg [2:0] q);
    always @(posedge clk) begin
        if (!rst)
            q <= 3'd0;
        else if (up) begin
            if (q != 3'd7)
                q <= q + 3'd1;
        end else if (dn) begin
            if (q != 3'd0)
                q <= q - 3'd1;
        end
    end
endmodule
