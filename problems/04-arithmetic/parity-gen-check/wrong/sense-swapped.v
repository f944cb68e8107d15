// 常见错误：把“奇校验”理解成“数据里有奇数个 1 时校验位为 1”，奇、偶两种校验正好做反了
module TopModule(input [7:0] data, input odd_sel, input rx_par, output par, output err);
    assign par = (^data) ^ ~odd_sel;
    assign err = par ^ rx_par;
endmodule
