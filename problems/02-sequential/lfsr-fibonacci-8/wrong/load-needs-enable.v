// 常见错误：把装载写在了使能分支里面，en 为 0 时装载不起作用（装载应当优先于使能）
module TopModule(input clk, input reset, input en, input load, input [7:0] init, output reg [7:0] q);
    wire feedback = q[7] ^ q[5] ^ q[4] ^ q[3];
    always @(posedge clk) begin
        if (reset) q <= 8'h01;
        else if (en) begin
            if (load) q <= init;
            else q <= {q[6:0], feedback};
        end
    end
endmodule
