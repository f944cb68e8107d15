// 常见错误：取数据时又遇到 7E 就当成新帧头重新开始，数据里的 7E 被吞掉了
module TopModule(input clk, input reset, input [7:0] din, output reg [7:0] dout, output reg strobe);
    reg state;
    reg [1:0] left;
    always @(posedge clk) begin
        strobe <= 1'b0;
        if (reset) begin
            state <= 1'b0; dout <= 8'd0;
        end else if (din == 8'h7E) begin
            state <= 1'b1; left <= 2'd3;
        end else if (state) begin
            dout <= din; strobe <= 1'b1; left <= left - 2'd1;
            if (left == 2'd0) state <= 1'b0;
        end
    end
endmodule
