// 常见错误：终值差一，用 q == 6 判断回零，计成了 0～6 七个状态；波形里 5 的下一个就是 0
module TopModule(input clk, input rst, input en, output reg [2:0] q);
    always @(posedge clk) begin
        if (rst)
            q <= 3'd0;
        else if (en)
            q <= (q == 3'd6) ? 3'd0 : q + 3'd1;
    end
endmodule
