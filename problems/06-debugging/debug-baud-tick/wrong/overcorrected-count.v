// 改过头了：终值又减了一，节拍每 5 个时钟就来一次
module TopModule(input clk, input reset, input en, output reg tick);
    localparam DIV = 6;
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            cnt <= 3'd0; tick <= 1'b0;
        end else if (!en) begin
            cnt <= 3'd0; tick <= 1'b0;
        end else if (cnt == DIV - 2) begin
            cnt <= 3'd0; tick <= 1'b1;
        end else begin
            cnt <= cnt + 3'd1; tick <= 1'b0;
        end
    end
endmodule
