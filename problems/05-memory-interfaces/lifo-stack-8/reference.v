module TopModule(
    input        clk,
    input        reset,
    input        push,
    input        pop,
    input  [7:0] din,
    output [7:0] top,
    output reg [3:0] count,
    output       empty,
    output       full,
    output reg   overflow,
    output reg   underflow
);
    reg [7:0] stack [0:7];

    assign empty = (count == 4'd0);
    assign full  = (count == 4'd8);
    assign top   = empty ? 8'd0 : stack[count - 4'd1];

    always @(posedge clk) begin
        overflow  <= 1'b0;            // 两个脉冲默认为 0
        underflow <= 1'b0;
        if (reset) begin
            count <= 4'd0;
        end else if (push && pop) begin
            if (empty) begin
                stack[0] <= din;      // 栈空：只压入
                count    <= 4'd1;
            end else begin
                stack[count - 4'd1] <= din;   // 栈顶换成 din
            end
        end else if (push) begin
            if (full) begin
                overflow <= 1'b1;
            end else begin
                stack[count[2:0]] <= din;
                count <= count + 4'd1;
            end
        end else if (pop) begin
            if (empty)
                underflow <= 1'b1;
            else
                count <= count - 4'd1;
        end
    end
endmodule
