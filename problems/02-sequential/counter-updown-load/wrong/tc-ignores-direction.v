// 常见错误：回绕标志只看 q 是否为 15，没有区分方向，减计数从 0 回绕到 15 时不报告，15 往下减时却误报
module TopModule(input clk, input reset, input en, input up, input load, input [3:0] din, output reg [3:0] q, output tc);
    always @(posedge clk) begin
        if (reset) q <= 4'd0;
        else if (load) q <= din;
        else if (en) q <= up ? q + 4'd1 : q - 4'd1;
    end
    assign tc = en && (q == 4'd15);
endmodule
