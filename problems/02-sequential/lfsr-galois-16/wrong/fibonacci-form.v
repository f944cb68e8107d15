// 常见错误：把 Galois 型写成了 Fibonacci 型——抽头相同，但反馈方式不同，状态序列完全不一样
module TopModule(input clk, input reset, input en, input load, input [15:0] init, output reg [15:0] q);
    wire feedback = q[15] ^ q[11] ^ q[2] ^ q[0];
    always @(posedge clk) begin
        if (reset) q <= 16'd1;
        else if (load) q <= (init == 16'd0) ? 16'd1 : init;
        else if (en) q <= {q[14:0], feedback};
    end
endmodule
