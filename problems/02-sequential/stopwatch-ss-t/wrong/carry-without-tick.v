// 常见错误：向秒的个位进位只看 tenths == 9，没有要求这一拍真的在计数，tenths 停在 9 的那些周期里秒数一路往上跑
module TopModule(input clk, input reset, input tick, input start, input stop, input clear,
                 output reg running, output reg [3:0] tenths, output reg [3:0] sec_ones, output reg [3:0] sec_tens);
    wire step = running && tick;
    always @(posedge clk) begin
        if (reset) begin
            running <= 1'b0; tenths <= 4'd0; sec_ones <= 4'd0; sec_tens <= 4'd0;
        end else begin
            if (stop) running <= 1'b0;
            else if (start) running <= 1'b1;
            if (clear && !running) begin
                tenths <= 4'd0; sec_ones <= 4'd0; sec_tens <= 4'd0;
            end else begin
                if (step) tenths <= (tenths == 4'd9) ? 4'd0 : tenths + 4'd1;
                if (tenths == 4'd9) begin
                    sec_ones <= (sec_ones == 4'd9) ? 4'd0 : sec_ones + 4'd1;
                    if (sec_ones == 4'd9) sec_tens <= (sec_tens == 4'd5) ? 4'd0 : sec_tens + 4'd1;
                end
            end
        end
    end
endmodule
