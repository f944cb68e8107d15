// 常见错误：由多项式写异或掩码时漏掉了常数项 1，移出的 1 不再回到 q[0]
module TopModule(input clk, input reset, input en, input load, input [15:0] init, output reg [15:0] q);
    wire [15:0] times_x = {q[14:0], 1'b0} ^ (q[15] ? 16'h100A : 16'h0000);
    always @(posedge clk) begin
        if (reset) q <= 16'd1;
        else if (load) q <= (init == 16'd0) ? 16'd1 : init;
        else if (en) q <= times_x;
    end
endmodule
