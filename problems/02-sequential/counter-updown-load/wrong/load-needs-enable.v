// 常见错误：把装载放进了使能分支，en 为 0 时装载不起作用（装载应当优先于计数，且不受 en 控制）
module TopModule(input clk, input reset, input en, input up, input load, input [3:0] din, output reg [3:0] q, output tc);
    always @(posedge clk) begin
        if (reset) q <= 4'd0;
        else if (en) begin
            if (load) q <= din;
            else q <= up ? q + 4'd1 : q - 4'd1;
        end
    end
    assign tc = en && (up ? (q == 4'd15) : (q == 4'd0));
endmodule
