// 常见错误：零标志写成了按位取反 ~data，赋给 1 位输出后只剩 ~data[0]
module TopModule(input [7:0] data, output all_ones, output any_one, output zero, output odd);
    assign all_ones = &data;
    assign any_one  = |data;
    assign zero     = ~data;
    assign odd      = ^data;
endmodule
