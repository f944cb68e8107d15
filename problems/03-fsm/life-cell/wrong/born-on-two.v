// 常见错误：把“2 个邻居时保持原状”写成了“2 或 3 个邻居就活”，死细胞遇到 2 个邻居也复活了
module TopModule(input clk, input reset, input load, input init, input step,
                 input [3:0] count, output reg alive);
    always @(posedge clk) begin
        if (reset) alive <= 1'b0;
        else if (load) alive <= init;
        else if (step) alive <= (count == 4'd2) || (count == 4'd3);
    end
endmodule
