// 常见错误：只检查了最高位和最低位，中间 6 位被忽略
module TopModule(input [7:0] data, output all_ones, output any_one, output zero, output odd);
    assign all_ones = data[7] & data[0];
    assign any_one  = data[7] | data[0];
    assign zero     = ~(data[7] | data[0]);
    assign odd      = data[7] ^ data[0];
endmodule
