// 改错了：用的是格雷码转二进制的式子（每一位是它以上所有位的异或），方向弄反了
module TopModule(input clk, input reset, input inc, output reg [3:0] bin, output reg [3:0] gray);
    wire [3:0] bin_next = inc ? bin + 4'd1 : bin;
    wire [3:0] gray_next;
    assign gray_next[3] = bin_next[3];
    assign gray_next[2] = bin_next[3] ^ bin_next[2];
    assign gray_next[1] = bin_next[3] ^ bin_next[2] ^ bin_next[1];
    assign gray_next[0] = bin_next[3] ^ bin_next[2] ^ bin_next[1] ^ bin_next[0];
    always @(posedge clk) begin
        if (reset) begin
            bin <= 4'd0; gray <= 4'd0;
        end else begin
            bin <= bin_next; gray <= gray_next;
        end
    end
endmodule
