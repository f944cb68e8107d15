// 常见错误：以为 16 位数的计数 4 位就够了，全 0 时的 16 被截成了 0，和“最高位就是 1”分不清
module TopModule(input [15:0] x, output [4:0] lz, output zero);
    reg [3:0] cnt;
    integer i;
    always @(*) begin
        cnt = 4'd0;
        for (i = 0; i < 16; i = i + 1)
            if (x[i])
                cnt = 4'd15 - i[3:0];
        if (x == 16'd0)
            cnt = 5'd16;
    end
    assign lz = cnt;
    assign zero = (x == 16'd0);
endmodule
