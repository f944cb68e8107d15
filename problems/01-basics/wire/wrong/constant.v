// 常见错误：输出接成了常数
module TopModule(input in, output out);
    assign out = 1'b0;
endmodule
