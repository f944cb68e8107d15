// 常见错误：用移位之后的最高位（旧的 q[14]）决定要不要异或，而该看的是被移出去的旧 q[15]
module TopModule(input clk, input reset, input en, input load, input [15:0] init, output reg [15:0] q);
    wire [15:0] shifted = {q[14:0], 1'b0};
    always @(posedge clk) begin
        if (reset) q <= 16'd1;
        else if (load) q <= (init == 16'd0) ? 16'd1 : init;
        else if (en) q <= shifted[15] ? (shifted ^ 16'h100B) : shifted;
    end
endmodule
