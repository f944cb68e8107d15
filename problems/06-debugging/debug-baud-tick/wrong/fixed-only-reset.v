// 只改对了一处：复位时 tick 清零了，但计数仍然多数一个，节拍每 7 个时钟才来一次
module TopModule(input clk, input reset, input en, output reg tick);
    localparam DIV = 6;
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            cnt <= 3'd0; tick <= 1'b0;
        end else if (!en) begin
            cnt <= 3'd0; tick <= 1'b0;
        end else if (cnt == DIV) begin
            cnt <= 3'd0; tick <= 1'b1;
        end else begin
            cnt <= cnt + 3'd1; tick <= 1'b0;
        end
    end
endmodule
