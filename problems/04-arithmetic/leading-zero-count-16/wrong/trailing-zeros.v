// 常见错误：方向弄反，数成了最低位的 1 右边有几个 0（后缀零）
module TopModule(input [15:0] x, output reg [4:0] lz, output zero);
    integer i;
    always @(*) begin
        lz = 5'd16;
        for (i = 15; i >= 0; i = i - 1)
            if (x[i])
                lz = i[4:0];
    end
    assign zero = (x == 16'd0);
endmodule
