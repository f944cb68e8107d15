// 常见错误：调分钟和走时共用同一条路径，调分钟调过 59 时把小时也带着进了一位
module TopModule(input clk, input reset, input tick, input inc_hour, input inc_min, output reg [7:0] hh, output reg [7:0] mm, output reg pm);
    wire [7:0] hh_next = (hh == 8'h12) ? 8'h01 : (hh[3:0] == 4'd9) ? 8'h10 : hh + 8'h01;
    wire [7:0] mm_next = (mm == 8'h59) ? 8'h00 : (mm[3:0] == 4'd9) ? {mm[7:4] + 4'd1, 4'd0} : mm + 8'h01;
    wire min_up = !inc_hour && (inc_min || tick);
    wire hour_up = inc_hour || (min_up && mm == 8'h59);
    always @(posedge clk) begin
        if (reset) begin hh <= 8'h12; mm <= 8'h00; pm <= 1'b0; end
        else begin
            if (min_up) mm <= mm_next;
            if (hour_up) begin
                hh <= hh_next;
                if (hh == 8'h11) pm <= ~pm;
            end
        end
    end
endmodule
