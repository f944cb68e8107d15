// 常见错误：把“连线”写成了取反
module TopModule(input in, output out);
    assign out = ~in;
endmodule
