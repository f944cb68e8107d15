// 常见错误：把“上一次采样”复位成 0 就直接比较，复位后第一次采到的 1 被误报成上升沿
module TopModule(input clk, input reset, input [7:0] in, output reg [7:0] rise, output reg [7:0] fall, output reg [7:0] any);
    reg [7:0] prev;
    always @(posedge clk) begin
        if (reset) begin
            prev <= 8'd0;
            rise <= 8'd0;
            fall <= 8'd0;
            any <= 8'd0;
        end else begin
            prev <= in;
            rise <= in & ~prev;
            fall <= ~in & prev;
            any <= in ^ prev;
        end
    end
endmodule
