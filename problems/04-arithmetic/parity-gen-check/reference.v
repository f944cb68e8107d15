module TopModule(
    input  [7:0] data,
    input        odd_sel,
    input        rx_par,
    output       par,
    output       err
);
    // 归约异或：data 中 1 的个数为奇数时 ones_odd = 1
    wire ones_odd = ^data;

    // 偶校验：校验位让 1 的总数变成偶数，正好等于 ones_odd；奇校验再取反
    assign par = ones_odd ^ odd_sel;

    // 收到的校验位与按收到的数据重新算出的校验位不同，就是出错了
    assign err = par ^ rx_par;
endmodule
