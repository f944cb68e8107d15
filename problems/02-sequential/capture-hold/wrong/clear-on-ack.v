// 常见错误：ack 时顺手把 held 也清零了；题目要求 held 保持最后一次捕获的值
module TopModule(input clk, input reset, input capture, input ack, input [7:0] din, output reg [7:0] held, output reg valid);
    wire accept = capture && (!valid || ack);
    always @(posedge clk) begin
        if (reset) begin held <= 8'd0; valid <= 1'b0; end
        else if (accept) begin held <= din; valid <= 1'b1; end
        else if (ack) begin held <= 8'd0; valid <= 1'b0; end
    end
endmodule
