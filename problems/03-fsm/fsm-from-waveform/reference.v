module TopModule(
    input  clk,
    input  reset,
    input  x,
    output z
);
    // 波形里藏着的规则：x 连续 3 次为 1 才让 z 变 1；z 为 1 后，x 连续 2 次为 0 才让它回到 0（迟滞）。
    // 5 个状态编码成 {on, run}：on 就是 z；run 是“朝相反方向”已经连续看到的次数
    //（on = 0 时数 1，0～2；on = 1 时数 0，0～1）
    reg       on;
    reg [1:0] run;

    always @(posedge clk) begin
        if (reset) begin
            on  <= 1'b0;
            run <= 2'd0;
        end else if (x == on) begin
            run <= 2'd0;                 // 和当前输出一致：之前数的作废
        end else if (!on && run == 2'd2) begin
            on  <= 1'b1;                 // 连续第 3 个 1
            run <= 2'd0;
        end else if (on && run == 2'd1) begin
            on  <= 1'b0;                 // 连续第 2 个 0
            run <= 2'd0;
        end else begin
            run <= run + 2'd1;
        end
    end

    assign z = on;
endmodule
