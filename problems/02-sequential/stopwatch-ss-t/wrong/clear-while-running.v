// 常见错误：没有检查 running，走表时按清零也把读数清掉了（题目要求走表时清零无效）
module TopModule(input clk, input reset, input tick, input start, input stop, input clear,
                 output reg running, output reg [3:0] tenths, output reg [3:0] sec_ones, output reg [3:0] sec_tens);
    wire step = running && tick;
    wire carry_sec = step && (tenths == 4'd9);
    wire carry_tens = carry_sec && (sec_ones == 4'd9);
    always @(posedge clk) begin
        if (reset) begin
            running <= 1'b0; tenths <= 4'd0; sec_ones <= 4'd0; sec_tens <= 4'd0;
        end else begin
            if (stop) running <= 1'b0;
            else if (start) running <= 1'b1;
            if (clear) begin
                tenths <= 4'd0; sec_ones <= 4'd0; sec_tens <= 4'd0;
            end else if (step) begin
                tenths <= (tenths == 4'd9) ? 4'd0 : tenths + 4'd1;
                if (carry_sec) sec_ones <= (sec_ones == 4'd9) ? 4'd0 : sec_ones + 4'd1;
                if (carry_tens) sec_tens <= (sec_tens == 4'd5) ? 4'd0 : sec_tens + 4'd1;
            end
        end
    end
endmodule
