// 常见错误：看名字就当 rst 高电平有效，没看波形里 q 是在 rst 为 0 时被清零的
module TopModule(input clk, input rst, input en, input d, output reg q);
    always @(posedge clk) begin
        if (rst)
            q <= 1'b0;
        else if (en)
            q <= d;
    end
endmodule
