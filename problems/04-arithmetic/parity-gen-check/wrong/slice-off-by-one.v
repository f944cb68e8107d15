// 常见错误：部分选择写成 data[7:1]，最低位没有参与校验
module TopModule(input [7:0] data, input odd_sel, input rx_par, output par, output err);
    assign par = (^data[7:1]) ^ odd_sel;
    assign err = par ^ rx_par;
endmodule
