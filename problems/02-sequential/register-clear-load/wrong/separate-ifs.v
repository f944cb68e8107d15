// 常见错误：清零和装载写成两个并列的 if，后一个非阻塞赋值覆盖前一个，clr 与 load 同时为 1 时变成了装载优先
module TopModule(input clk, input reset, input clr, input load, input [7:0] d, output reg [7:0] q);
    always @(posedge clk) begin
        if (reset) q <= 8'h5A;
        else begin
            if (clr) q <= 8'h00;
            if (load) q <= d;
        end
    end
endmodule
