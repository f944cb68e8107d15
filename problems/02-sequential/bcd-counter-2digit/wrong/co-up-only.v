// 常见错误：进位只考虑了加计数的 99，减计数从 00 借位到 99 时没有给出 co
module TopModule(input clk, input reset, input en, input up, output reg [3:0] tens, output reg [3:0] ones, output co);
    wire ones_wrap = up ? (ones == 4'd9) : (ones == 4'd0);
    always @(posedge clk) begin
        if (reset) begin
            ones <= 4'd0;
            tens <= 4'd0;
        end else if (en) begin
            if (up) ones <= (ones == 4'd9) ? 4'd0 : ones + 4'd1;
            else ones <= (ones == 4'd0) ? 4'd9 : ones - 4'd1;
            if (ones_wrap) begin
                if (up) tens <= (tens == 4'd9) ? 4'd0 : tens + 4'd1;
                else tens <= (tens == 4'd0) ? 4'd9 : tens - 4'd1;
            end
        end
    end
    assign co = en && up && (tens == 4'd9) && (ones == 4'd9);
endmodule
