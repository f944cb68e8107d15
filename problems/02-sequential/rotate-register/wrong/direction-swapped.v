// 常见错误：把“左移”理解成数据往 q[0] 那一端走，两个方向正好做反了
module TopModule(input clk, input reset, input load, input en, input dir, input [7:0] din, output reg [7:0] q);
    always @(posedge clk) begin
        if (reset) q <= 8'b0000_0001;
        else if (load) q <= din;
        else if (en) begin
            if (dir) q <= {q[6:0], q[7]};
            else q <= {q[0], q[7:1]};
        end
    end
endmodule
