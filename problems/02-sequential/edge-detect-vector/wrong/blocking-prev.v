// 常见错误：用阻塞赋值先更新了 prev，后面比较时 prev 已经等于 in，任何边沿都检测不到
module TopModule(input clk, input reset, input [7:0] in, output reg [7:0] rise, output reg [7:0] fall, output reg [7:0] any);
    reg [7:0] prev;
    reg primed;
    always @(posedge clk) begin
        if (reset) begin
            primed = 1'b0;
            rise = 8'd0;
            fall = 8'd0;
            any = 8'd0;
        end else begin
            prev = in;
            if (primed) begin
                rise = in & ~prev;
                fall = ~in & prev;
                any = in ^ prev;
            end else begin
                rise = 8'd0;
                fall = 8'd0;
                any = 8'd0;
            end
            primed = 1'b1;
        end
    end
endmodule
