module TopModule(
    input      [7:0] irq,
    input      [7:0] mask,
    output reg [2:0] id,
    output           valid
);
    // 只有没被屏蔽的请求才参与排队
    wire [7:0] pending = irq & mask;
    integer i;

    // 从优先级最低的 7 号扫到最高的 0 号：后写的赋值覆盖先写的，最后留下的是编号最小的请求
    always @(*) begin
        id = 3'd0;
        for (i = 7; i >= 0; i = i - 1)
            if (pending[i])
                id = i[2:0];
    end

    assign valid = |pending;
endmodule
