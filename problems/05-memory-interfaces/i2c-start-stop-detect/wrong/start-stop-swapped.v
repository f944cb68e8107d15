// 常见错误：把两个条件记反了：sda 上升当成起始、下降当成停止
module TopModule(
    input      clk,
    input      reset,
    input      scl,
    input      sda,
    output reg start_det,
    output reg stop_det,
    output reg busy
);
    // 上一拍采到的 scl、sda；复位时当作总线空闲（都为 1）
    reg scl_d, sda_d;

    // scl 在前后两拍都为高，sda 在这期间跳变
    wire scl_high = scl & scl_d;
    wire is_start = scl_high & ~sda_d &  sda;
    wire is_stop  = scl_high &  sda_d & ~sda;

    always @(posedge clk) begin
        if (reset) begin
            scl_d     <= 1'b1;
            sda_d     <= 1'b1;
            start_det <= 1'b0;
            stop_det  <= 1'b0;
            busy      <= 1'b0;
        end else begin
            scl_d     <= scl;
            sda_d     <= sda;
            start_det <= is_start;
            stop_det  <= is_stop;
            if (is_start)
                busy <= 1'b1;
            else if (is_stop)
                busy <= 1'b0;
        end
    end
endmodule
