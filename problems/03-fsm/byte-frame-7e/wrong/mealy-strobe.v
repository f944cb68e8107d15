// 常见错误：strobe 和 dout 直接用组合逻辑给出（Mealy 式），比题目要求的寄存器输出早一拍
module TopModule(input clk, input reset, input [7:0] din, output [7:0] dout, output strobe);
    reg state;
    reg [1:0] left;
    always @(posedge clk) begin
        if (reset) state <= 1'b0;
        else if (!state) begin
            if (din == 8'h7E) begin state <= 1'b1; left <= 2'd3; end
        end else begin
            left <= left - 2'd1;
            if (left == 2'd0) state <= 1'b0;
        end
    end
    assign strobe = state;
    assign dout = state ? din : 8'd0;
endmodule
