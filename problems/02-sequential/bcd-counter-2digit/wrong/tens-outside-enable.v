// 常见错误：十位的更新写在了使能判断之外，en 为 0 而个位停在 9（或 0）时，十位仍然每个周期在变
module TopModule(input clk, input reset, input en, input up, output reg [3:0] tens, output reg [3:0] ones, output co);
    wire ones_wrap = up ? (ones == 4'd9) : (ones == 4'd0);
    always @(posedge clk) begin
        if (reset) begin
            ones <= 4'd0;
            tens <= 4'd0;
        end else begin
            if (en) ones <= up ? ((ones == 4'd9) ? 4'd0 : ones + 4'd1) : ((ones == 4'd0) ? 4'd9 : ones - 4'd1);
            if (ones_wrap) tens <= up ? ((tens == 4'd9) ? 4'd0 : tens + 4'd1) : ((tens == 4'd0) ? 4'd9 : tens - 4'd1);
        end
    end
    assign co = en && ones_wrap && (up ? (tens == 4'd9) : (tens == 4'd0));
endmodule
