// 常见错误：没有处理装载 0 的情况，LFSR 被装进全 0 后就永远停住了
module TopModule(input clk, input reset, input en, input load, input [15:0] init, output reg [15:0] q);
    wire [15:0] times_x = {q[14:0], 1'b0} ^ (q[15] ? 16'h100B : 16'h0000);
    always @(posedge clk) begin
        if (reset) q <= 16'd1;
        else if (load) q <= init;
        else if (en) q <= times_x;
    end
endmodule
