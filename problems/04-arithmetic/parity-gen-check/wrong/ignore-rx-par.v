// 常见错误：检查时只看数据本身的 1 的个数，忘了收到的校验位 rx_par 也算在 9 位里
module TopModule(input [7:0] data, input odd_sel, input rx_par, output par, output err);
    assign par = (^data) ^ odd_sel;
    assign err = (^data) ^ odd_sel;
endmodule
