// 常见错误：数出“6 个状态”后把终值写成了 6 - 2 = 4（或者把 5 → 0 那一拍当成了 4 → 0），计成了 0～4
module TopModule(input clk, input rst, input en, output reg [2:0] q);
    always @(posedge clk) begin
        if (rst)
            q <= 3'd0;
        else if (en)
            q <= (q == 3'd4) ? 3'd0 : q + 3'd1;
    end
endmodule
