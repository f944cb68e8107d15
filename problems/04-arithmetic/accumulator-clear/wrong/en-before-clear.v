// 常见错误：先判断 en 再判断 clear；clear 和 en 同时为 1 时做了加法而没有清零
module TopModule(input clk, input reset, input clear, input en, input [7:0] din, output reg [11:0] acc, output reg ovf);
    wire [12:0] sum = acc + din;
    always @(posedge clk) begin
        if (reset) begin
            acc <= 12'd0;
            ovf <= 1'b0;
        end else if (en) begin
            acc <= sum[11:0];
            if (sum[12]) ovf <= 1'b1;
        end else if (clear) begin
            acc <= 12'd0;
            ovf <= 1'b0;
        end
    end
endmodule
