// 常见错误：奇偶弄反，用了同或归约 ~^，1 的个数为偶数时才输出 1
module TopModule(input [7:0] data, output all_ones, output any_one, output zero, output odd);
    assign all_ones = &data;
    assign any_one  = |data;
    assign zero     = ~|data;
    assign odd      = ~^data;
endmodule
