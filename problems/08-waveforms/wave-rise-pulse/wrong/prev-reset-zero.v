// 常见错误：复位时把 prev 清成 0；于是复位期间和复位刚结束时 in 若已经是 1，也会出一个 y = 1，而波形里没有
module TopModule(input clk, input rst, input in, output y);
    reg prev;
    always @(posedge clk) begin
        if (rst)
            prev <= 1'b0;
        else
            prev <= in;
    end
    assign y = in & ~prev;
endmodule
