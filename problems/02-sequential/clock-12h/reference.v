module TopModule(
    input            clk,
    input            reset,
    input            tick,
    input            inc_hour,
    input            inc_min,
    output reg [7:0] hh,
    output reg [7:0] mm,
    output reg       pm
);
    // 下一个小时（两位 BCD）：12 → 01，09 → 10，其余只有个位加 1
    wire [7:0] hh_next = (hh == 8'h12)      ? 8'h01 :
                         (hh[3:0] == 4'd9)  ? 8'h10 :
                                              hh + 8'h01;
    // 下一个分钟（两位 BCD）：59 → 00，x9 → (x+1)0，其余只有个位加 1
    wire [7:0] mm_next = (mm == 8'h59)      ? 8'h00 :
                         (mm[3:0] == 4'd9)  ? {mm[7:4] + 4'd1, 4'd0} :
                                              mm + 8'h01;

    // 每个上升沿至多做一件事，优先级：调小时 > 调分钟 > 走时。
    // 只有走时会从分钟进位到小时；调分钟在 59 → 00 时不动小时
    wire min_up  = !inc_hour && (inc_min || tick);
    wire hour_up = inc_hour || (!inc_min && tick && mm == 8'h59);

    always @(posedge clk) begin
        if (reset) begin
            hh <= 8'h12;              // 复位：午夜 12:00 AM
            mm <= 8'h00;
            pm <= 1'b0;
        end else begin
            if (min_up)
                mm <= mm_next;
            if (hour_up) begin
                hh <= hh_next;
                if (hh == 8'h11)      // 11 → 12 时上午、下午交换
                    pm <= ~pm;
            end
        end
    end
endmodule
