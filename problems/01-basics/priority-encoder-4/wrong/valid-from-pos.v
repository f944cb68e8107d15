// 常见错误：用 pos 是否非 0 来判断 valid，漏掉了只有 in[0] 为 1 的情况
module TopModule(input [3:0] in, output reg [1:0] pos, output valid);
    assign valid = (pos != 2'd0);
    always @(*) begin
        if (in[3])      pos = 2'd3;
        else if (in[2]) pos = 2'd2;
        else if (in[1]) pos = 2'd1;
        else            pos = 2'd0;
    end
endmodule
