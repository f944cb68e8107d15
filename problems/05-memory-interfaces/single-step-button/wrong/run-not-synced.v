// 常见错误：运行开关没有同步就直接用了，比按键少了两拍延迟
module TopModule(
    input            clk,
    input            reset,
    input            run_sw,
    input            step_btn,
    output reg       cpu_en,
    output reg [7:0] cycles
);
    // 两个外部信号各自经过两级触发器同步
    reg r1, r2;
    reg s1, s2, s3;          // s3 是 s2 的上一拍，用来找上升沿

    wire press = s2 & ~s3;   // 同步之后的按键由 0 变 1

    always @(posedge clk) begin
        if (reset) begin
            r1 <= 1'b0; r2 <= 1'b0;
            s1 <= 1'b0; s2 <= 1'b0; s3 <= 1'b0;
            cpu_en <= 1'b0;
            cycles <= 8'd0;
        end else begin
            r1 <= run_sw;   r2 <= r1;
            s1 <= step_btn; s2 <= s1; s3 <= s2;
            cpu_en <= run_sw | press;
            if (cpu_en)
                cycles <= cycles + 8'd1;        // 数 CPU 实际走了多少拍
        end
    end
endmodule
