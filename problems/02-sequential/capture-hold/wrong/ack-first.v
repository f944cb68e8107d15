// 常见错误：先判断 ack，ack 与 capture 同时到来时只清了 valid，这一拍的新值丢了
module TopModule(input clk, input reset, input capture, input ack, input [7:0] din, output reg [7:0] held, output reg valid);
    always @(posedge clk) begin
        if (reset) begin held <= 8'd0; valid <= 1'b0; end
        else if (ack) valid <= 1'b0;
        else if (capture && !valid) begin held <= din; valid <= 1'b1; end
    end
endmodule
