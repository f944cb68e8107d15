// 常见错误：把优先级弄反了，先判断 in[0]，报告的是下标最小的请求
module TopModule(input [3:0] in, output reg [1:0] pos, output valid);
    assign valid = |in;
    always @(*) begin
        if (in[0])      pos = 2'd0;
        else if (in[1]) pos = 2'd1;
        else if (in[2]) pos = 2'd2;
        else            pos = 2'd3;
    end
endmodule
