// 常见错误：没有在 start 时锁存乘数，计算过程中直接用输入端口 b 的第 step 位；调用方在 start 之后改变 b，结果就错了
module TopModule(input clk, input reset, input start, input [7:0] a, input [7:0] b,
                 output reg busy, output reg done, output reg [15:0] product);
    reg [15:0] mcand; reg [15:0] acc; reg [2:0] step;
    wire [15:0] acc_next = acc + (b[step] ? mcand : 16'd0);
    always @(posedge clk) begin
        if (reset) begin busy <= 0; done <= 0; product <= 0; end
        else begin
            done <= 0;
            if (!busy) begin
                if (start) begin mcand <= {8'd0, a}; acc <= 0; step <= 0; busy <= 1; end
            end else begin
                acc <= acc_next; mcand <= mcand << 1; step <= step + 3'd1;
                if (step == 3'd7) begin busy <= 0; done <= 1; product <= acc_next; end
            end
        end
    end
endmodule
