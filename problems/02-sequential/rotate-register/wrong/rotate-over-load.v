// 常见错误：先判断 en 再判断 load，两者同时为 1 时只移位，新的花样没有装进去
module TopModule(input clk, input reset, input load, input en, input dir, input [7:0] din, output reg [7:0] q);
    always @(posedge clk) begin
        if (reset) q <= 8'b0000_0001;
        else if (en) begin
            if (dir) q <= {q[0], q[7:1]};
            else q <= {q[6:0], q[7]};
        end
        else if (load) q <= din;
    end
endmodule
