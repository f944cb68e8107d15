module TopModule(
    input      clk,
    input      rst,
    input      t,
    output reg q
);
    // rst：低电平有效、异步（一变 0，q 立刻清零，不等时钟沿）；
    // 其余在上升沿：t = 1 时 q 翻转，t = 0 时保持
    always @(posedge clk or negedge rst) begin
        if (!rst)
            q <= 1'b0;
        else if (t)
            q <= ~q;
    end
endmodule
