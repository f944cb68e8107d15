// 常见错误：不使能时输出了全 0，对低电平有效的输出来说这等于 4 路同时有效
module TopModule(input en_n, input [1:0] a, output [3:0] y_n);
    assign y_n = en_n ? 4'b0000 : ~(4'b0001 << a);
endmodule
