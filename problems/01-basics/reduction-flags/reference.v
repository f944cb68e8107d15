module TopModule(
    input  [7:0] data,
    output       all_ones,
    output       any_one,
    output       zero,
    output       odd
);
    assign all_ones = &data;
    assign any_one  = |data;
    assign zero     = ~|data;
    assign odd      = ^data;
endmodule
