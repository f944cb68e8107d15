// 常见错误：循环条件写成 i < 7，漏数了最高位 in[7]
module TopModule(input [7:0] in, output reg [3:0] count, output odd);
    integer i;
    always @(*) begin
        count = 4'd0;
        for (i = 0; i < 7; i = i + 1)
            count = count + in[i];
    end
    assign odd = ^in;
endmodule
