// 常见错误：上端的终值差一，加到 6 就停住了；波形里 q 能到 7
module TopModule(input clk, input rst, input up, input dn, output reg [2:0] q);
    always @(posedge clk) begin
        if (!rst)
            q <= 3'd0;
        else if (up && !dn) begin
            if (q < 3'd6)
                q <= q + 3'd1;
        end else if (dn && !up) begin
            if (q != 3'd0)
                q <= q - 3'd1;
        end
    end
endmodule
