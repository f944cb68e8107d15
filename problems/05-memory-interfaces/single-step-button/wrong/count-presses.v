// 常见错误：计数器数的是按键次数，而不是 CPU 实际执行的拍数；连续运行时它不动
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
            cpu_en <= r2 | press;               // 连续运行，或者单步一拍
            if (press)
                cycles <= cycles + 8'd1;
        end
    end
endmodule
