// 常见错误：漏写了最后的 else，in 为 0000 或 0001 时 pos 保持上一次的值（锁存器）
module TopModule(input [3:0] in, output reg [1:0] pos, output valid);
    assign valid = |in;
    always @(*) begin
        if (in[3])      pos = 2'd3;
        else if (in[2]) pos = 2'd2;
        else if (in[1]) pos = 2'd1;
        else if (in[0]) pos = 2'd0;
    end
endmodule
