// 只改对了一处：节拍周期改对了，但复位仍然管不到 tick：复位期间 tick 是 X，或者停在复位前的值
module TopModule(input clk, input reset, input en, output reg tick);
    localparam DIV = 6;
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            cnt <= 3'd0;
        end else if (!en) begin
            cnt <= 3'd0; tick <= 1'b0;
        end else if (cnt == DIV - 1) begin
            cnt <= 3'd0; tick <= 1'b1;
        end else begin
            cnt <= cnt + 3'd1; tick <= 1'b0;
        end
    end
endmodule
