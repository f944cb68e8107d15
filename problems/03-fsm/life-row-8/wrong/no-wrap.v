// 常见错误：没有首尾相接，两端的细胞把界外当成死细胞
module TopModule(input clk, input reset, input load, input [7:0] init, input step, output reg [7:0] cells);
    wire [11:0] padded = {2'b00, cells, 2'b00};   // padded[i + 2] 是 cells[i]
    reg [7:0] next;
    reg [2:0] n;
    integer i;
    always @(*)
        for (i = 0; i < 8; i = i + 1) begin
            n = padded[i] + padded[i + 1] + padded[i + 3] + padded[i + 4];
            next[i] = (n == 3'd3) || (n == 3'd2 && cells[i]);
        end
    always @(posedge clk) begin
        if (reset) cells <= 8'd0;
        else if (load) cells <= init;
        else if (step) cells <= next;
    end
endmodule
