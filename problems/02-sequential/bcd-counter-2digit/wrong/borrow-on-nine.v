// 常见错误：照抄加计数的条件，减计数时在个位为 9 时让十位减 1，而借位应当发生在个位从 0 变成 9 的那一步
module TopModule(input clk, input reset, input en, input up, output reg [3:0] tens, output reg [3:0] ones, output co);
    always @(posedge clk) begin
        if (reset) begin
            ones <= 4'd0;
            tens <= 4'd0;
        end else if (en) begin
            if (up) ones <= (ones == 4'd9) ? 4'd0 : ones + 4'd1;
            else ones <= (ones == 4'd0) ? 4'd9 : ones - 4'd1;
            if (ones == 4'd9) begin
                if (up) tens <= (tens == 4'd9) ? 4'd0 : tens + 4'd1;
                else tens <= (tens == 4'd0) ? 4'd9 : tens - 4'd1;
            end
        end
    end
    assign co = en && (up ? (tens == 4'd9 && ones == 4'd9) : (tens == 4'd0 && ones == 4'd0));
endmodule
