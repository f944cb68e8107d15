// 常见错误：把 s 的两种取值读反了：s = 0 时交换，s = 1 时原样通过
module TopModule(input [1:0] d, input s, output [1:0] y);
    assign y = s ? d : {d[0], d[1]};
endmodule
