// 常见错误：优先级读反了，ld 和 sh 同时为 1 时先移位；波形里这时 q 取的是 d
module TopModule(input clk, input rst, input ld, input sh, input sin, input [3:0] d, output reg [3:0] q);
    always @(posedge clk or posedge rst) begin
        if (rst)
            q <= 4'b0000;
        else if (sh)
            q <= {sin, q[3:1]};
        else if (ld)
            q <= d;
    end
endmodule
