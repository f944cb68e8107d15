// 常见错误：没看出两端会停住，写成了普通的加减计数：7 再加 1 回到 0，0 再减 1 变成 7
module TopModule(input clk, input rst, input up, input dn, output reg [2:0] q);
    always @(posedge clk) begin
        if (!rst)
            q <= 3'd0;
        else if (up && !dn) begin
            q <= q + 3'd1;
        end else if (dn && !up) begin
            q <= q - 3'd1;
        end
    end
endmodule
