// 常见错误：在时钟块里用阻塞赋值逐个更新细胞，后面的细胞看到的是前面已经更新过的邻居，不再是“同一代”
module TopModule(input clk, input reset, input load, input [7:0] init, input step, output reg [7:0] cells);
    reg [2:0] n;
    integer i;
    always @(posedge clk) begin
        if (reset) cells = 8'd0;
        else if (load) cells = init;
        else if (step)
            for (i = 0; i < 8; i = i + 1) begin
                n = cells[(i + 6) % 8] + cells[(i + 7) % 8] + cells[(i + 1) % 8] + cells[(i + 2) % 8];
                if (n == 3'd3) cells[i] = 1'b1;
                else if (n != 3'd2) cells[i] = 1'b0;
            end
    end
endmodule
