// 常见错误：发送过程中直接用输入 din 的第 i 位，而不是在开始时把它锁存下来；帧发到一半 din 变了，后面的位就跟着错
module TopModule(input clk, input reset, input start, input [7:0] din, output reg tx, output reg busy);
    reg [1:0] cnt;
    reg [3:0] nbit;
    always @(posedge clk) begin
        if (reset) begin
            tx <= 1'b1; busy <= 1'b0; cnt <= 2'd0; nbit <= 4'd0;
        end else if (!busy) begin
            if (start) begin tx <= 1'b0; busy <= 1'b1; cnt <= 2'd0; nbit <= 4'd0; end
        end else if (cnt == 2'd3) begin
            cnt <= 2'd0;
            if (nbit == 4'd9) begin busy <= 1'b0; tx <= 1'b1; end
            else begin
                tx <= (nbit == 4'd8) ? 1'b1 : din[nbit[2:0]];
                nbit <= nbit + 4'd1;
            end
        end else cnt <= cnt + 2'd1;
    end
endmodule
