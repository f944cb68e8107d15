// 改过头了：为了“不晚一拍”把 fall 改成组合输出，它在输入一变就跳，不再是在时钟沿之后保持一整个周期的寄存器输出
module TopModule(input clk, input reset, input en, input in, output fall);
    reg prev;
    always @(posedge clk) begin
        if (reset) prev <= 1'b0;
        else       prev <= in;
    end
    assign fall = en & prev & ~in;
endmodule
