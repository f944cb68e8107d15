// 常见错误：用 acc + din > 12'hFFF 判断溢出；比较的两边最宽 12 位，和在 12 位里算，进位早已丢掉，条件永远不成立
module TopModule(input clk, input reset, input clear, input en, input [7:0] din, output reg [11:0] acc, output reg ovf);
    always @(posedge clk) begin
        if (reset || clear) begin
            acc <= 12'd0;
            ovf <= 1'b0;
        end else if (en) begin
            acc <= acc + din;
            if (acc + din > 12'hFFF) ovf <= 1'b1;
        end
    end
endmodule
