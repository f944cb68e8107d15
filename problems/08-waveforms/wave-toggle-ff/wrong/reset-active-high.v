// 常见错误：看名字就当 rst 高电平有效；波形里是 rst 为 0 时 q 被清零、rst 为 1 时电路才工作
module TopModule(input clk, input rst, input t, output reg q);
    always @(posedge clk or posedge rst) begin
        if (rst)
            q <= 1'b0;
        else if (t)
            q <= ~q;
    end
endmodule
