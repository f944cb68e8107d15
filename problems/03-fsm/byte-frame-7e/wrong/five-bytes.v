// 常见错误：计数差一，帧头之后取了 5 个字节
module TopModule(input clk, input reset, input [7:0] din, output reg [7:0] dout, output reg strobe);
    reg state;
    reg [2:0] left;
    always @(posedge clk) begin
        strobe <= 1'b0;
        if (reset) begin
            state <= 1'b0; dout <= 8'd0;
        end else if (!state) begin
            if (din == 8'h7E) begin state <= 1'b1; left <= 3'd4; end
        end else begin
            dout <= din; strobe <= 1'b1; left <= left - 3'd1;
            if (left == 3'd0) state <= 1'b0;
        end
    end
endmodule
