// 常见错误：以为不置数时每个上升沿都移位，忽略了 sh；波形里 ld、sh 都为 0 时 q 保持不变
module TopModule(input clk, input rst, input ld, input sh, input sin, input [3:0] d, output reg [3:0] q);
    always @(posedge clk or posedge rst) begin
        if (rst)
            q <= 4'b0000;
        else if (ld)
            q <= d;
        else
            q <= {sin, q[3:1]};
    end
endmodule
