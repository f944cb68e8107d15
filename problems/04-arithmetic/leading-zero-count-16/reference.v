module TopModule(
    input      [15:0] x,
    output reg [4:0]  lz,
    output            zero
);
    integer i;

    // 从最低位向最高位扫描，每遇到一个 1 就改写一次结果：
    // 循环结束时留下的是最后一次改写，也就是最高的那个 1 决定的值。
    // 全 0 时一次也不改写，保持初值 16（所以 lz 要 5 位）
    always @(*) begin
        lz = 5'd16;
        for (i = 0; i < 16; i = i + 1)
            if (x[i])
                lz = 5'd15 - i[4:0];
    end

    assign zero = (x == 16'd0);
endmodule
