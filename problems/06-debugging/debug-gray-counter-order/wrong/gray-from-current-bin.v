// 换算改对了，却拿“这一拍的” bin 去换算：gray 总是比 bin 慢一个计数，两个输出对不上
module TopModule(input clk, input reset, input inc, output reg [3:0] bin, output reg [3:0] gray);
    wire [3:0] bin_next = inc ? bin + 4'd1 : bin;
    always @(posedge clk) begin
        if (reset) begin
            bin <= 4'd0; gray <= 4'd0;
        end else begin
            bin <= bin_next; gray <= bin ^ (bin >> 1);
        end
    end
endmodule
