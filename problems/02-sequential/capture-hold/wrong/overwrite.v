// 常见错误：每次 capture 都覆盖，没有“保持”：读取方还没取走的值被后来的捕获冲掉了
module TopModule(input clk, input reset, input capture, input ack, input [7:0] din, output reg [7:0] held, output reg valid);
    always @(posedge clk) begin
        if (reset) begin held <= 8'd0; valid <= 1'b0; end
        else if (capture) begin held <= din; valid <= 1'b1; end
        else if (ack) valid <= 1'b0;
    end
endmodule
