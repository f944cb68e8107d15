// 常见错误：栈顶读的是 stack[count]，那是下一次压入要写的空位，不是最后压入的数据
module TopModule(input clk, input reset, input push, input pop, input [7:0] din,
                 output [7:0] top, output reg [3:0] count, output empty, output full,
                 output reg overflow, output reg underflow);
    reg [7:0] stack [0:8];
    assign empty = (count == 4'd0);
    assign full  = (count == 4'd8);
    assign top   = empty ? 8'd0 : stack[count];
    always @(posedge clk) begin
        overflow <= 1'b0; underflow <= 1'b0;
        if (reset) count <= 4'd0;
        else if (push && pop) begin
            if (empty) begin stack[0] <= din; count <= 4'd1; end
            else stack[count - 4'd1] <= din;
        end else if (push) begin
            if (full) overflow <= 1'b1;
            else begin stack[count] <= din; count <= count + 4'd1; end
        end else if (pop) begin
            if (empty) underflow <= 1'b1;
            else count <= count - 4'd1;
        end
    end
endmodule
