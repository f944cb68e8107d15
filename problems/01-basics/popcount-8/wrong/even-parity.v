// 常见错误：奇偶弄反了，用同或归约 ~^ 得到的是“偶数个 1 时为 1”
module TopModule(input [7:0] in, output reg [3:0] count, output odd);
    integer i;
    always @(*) begin
        count = 4'd0;
        for (i = 0; i < 8; i = i + 1)
            count = count + in[i];
    end
    assign odd = ~^in;
endmodule
