// 改错了：换算的式子对了，但把结果按相反的位序接到了 gray 上（gray[0] 拿到了最高位），相邻码仍会一次变好几位
module TopModule(input clk, input reset, input inc, output reg [3:0] bin, output reg [3:0] gray);
    wire [3:0] bin_next = inc ? bin + 4'd1 : bin;
    wire [3:0] g = bin_next ^ (bin_next >> 1);
    wire [3:0] gray_next = {g[0], g[1], g[2], g[3]};
    always @(posedge clk) begin
        if (reset) begin
            bin <= 4'd0; gray <= 4'd0;
        end else begin
            bin <= bin_next; gray <= gray_next;
        end
    end
endmodule
