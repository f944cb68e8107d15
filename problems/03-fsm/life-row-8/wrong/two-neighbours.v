// 常见错误：只看紧挨着的左右两个细胞，漏了隔一个的两个邻居
module TopModule(input clk, input reset, input load, input [7:0] init, input step, output reg [7:0] cells);
    reg [7:0] next;
    reg [2:0] n;
    integer i;
    always @(*)
        for (i = 0; i < 8; i = i + 1) begin
            n = cells[(i + 7) % 8] + cells[(i + 1) % 8];
            next[i] = (n == 3'd3) || (n == 3'd2 && cells[i]);
        end
    always @(posedge clk) begin
        if (reset) cells <= 8'd0;
        else if (load) cells <= init;
        else if (step) cells <= next;
    end
endmodule
