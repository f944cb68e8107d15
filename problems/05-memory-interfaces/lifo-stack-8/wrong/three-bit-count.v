// 常见错误：栈指针只用了 3 位，数到 7 就算满，堆栈实际只能放 7 个数据
module TopModule(input clk, input reset, input push, input pop, input [7:0] din,
                 output [7:0] top, output [3:0] count, output empty, output full,
                 output reg overflow, output reg underflow);
    reg [7:0] stack [0:7];
    reg [2:0] sp;
    assign count = {1'b0, sp};
    assign empty = (sp == 3'd0);
    assign full  = (sp == 3'd7);
    assign top   = empty ? 8'd0 : stack[sp - 3'd1];
    always @(posedge clk) begin
        overflow <= 1'b0; underflow <= 1'b0;
        if (reset) sp <= 3'd0;
        else if (push && pop) begin
            if (empty) begin stack[0] <= din; sp <= 3'd1; end
            else stack[sp - 3'd1] <= din;
        end else if (push) begin
            if (full) overflow <= 1'b1;
            else begin stack[sp] <= din; sp <= sp + 3'd1; end
        end else if (pop) begin
            if (empty) underflow <= 1'b1;
            else sp <= sp - 3'd1;
        end
    end
endmodule
