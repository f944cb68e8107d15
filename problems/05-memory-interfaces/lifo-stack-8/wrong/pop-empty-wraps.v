// 常见错误：弹出时没有检查栈空，count 从 0 减成 15，之后满空标志全乱了，也不报下溢
module TopModule(input clk, input reset, input push, input pop, input [7:0] din,
                 output [7:0] top, output reg [3:0] count, output empty, output full,
                 output reg overflow, output reg underflow);
    reg [7:0] stack [0:7];
    assign empty = (count == 4'd0);
    assign full  = (count == 4'd8);
    assign top   = empty ? 8'd0 : stack[count - 4'd1];
    always @(posedge clk) begin
        overflow <= 1'b0; underflow <= 1'b0;
        if (reset) count <= 4'd0;
        else if (push && pop) begin
            if (empty) begin stack[0] <= din; count <= 4'd1; end
            else stack[count - 4'd1] <= din;
        end else if (push) begin
            if (full) overflow <= 1'b1;
            else begin stack[count[2:0]] <= din; count <= count + 4'd1; end
        end else if (pop) begin
            count <= count - 4'd1;
        end
    end
endmodule
