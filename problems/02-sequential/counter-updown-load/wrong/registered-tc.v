// 常见错误：把 tc 写进了时钟块，它变成了“上一个周期是否到了边界”，比要求晚一个周期
module TopModule(input clk, input reset, input en, input up, input load, input [3:0] din, output reg [3:0] q, output reg tc);
    always @(posedge clk) begin
        if (reset) begin
            q <= 4'd0;
            tc <= 1'b0;
        end else begin
            tc <= en && (up ? (q == 4'd15) : (q == 4'd0));
            if (load) q <= din;
            else if (en) q <= up ? q + 4'd1 : q - 4'd1;
        end
    end
endmodule
