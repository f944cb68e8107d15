// 常见错误：以为 12 点之后才换上午 / 下午，在 12 → 01 时翻转 pm；实际上 11:59 AM 的下一分钟就是 12:00 PM
module TopModule(input clk, input reset, input tick, input inc_hour, input inc_min, output reg [7:0] hh, output reg [7:0] mm, output reg pm);
    wire [7:0] hh_next = (hh == 8'h12) ? 8'h01 : (hh[3:0] == 4'd9) ? 8'h10 : hh + 8'h01;
    wire [7:0] mm_next = (mm == 8'h59) ? 8'h00 : (mm[3:0] == 4'd9) ? {mm[7:4] + 4'd1, 4'd0} : mm + 8'h01;
    wire min_up = !inc_hour && (inc_min || tick);
    wire hour_up = inc_hour || (!inc_min && tick && mm == 8'h59);
    always @(posedge clk) begin
        if (reset) begin hh <= 8'h12; mm <= 8'h00; pm <= 1'b0; end
        else begin
            if (min_up) mm <= mm_next;
            if (hour_up) begin
                hh <= hh_next;
                if (hh == 8'h12) pm <= ~pm;
            end
        end
    end
endmodule
