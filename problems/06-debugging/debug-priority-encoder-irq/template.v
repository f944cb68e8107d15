module TopModule(
    input      [7:0] irq,
    input      [7:0] mask,
    output reg [2:0] id,
    output           valid
);
    // 只有没被屏蔽的请求才参与排队
    wire [7:0] pending = irq & mask;
    integer i;

    // 从 0 号开始逐个检查，找到有请求的就记下它的编号
    always @(*) begin
        id = 3'd0;
        for (i = 0; i < 8; i = i + 1)
            if (pending[i])
                id = i[2:0];
    end

    assign valid = (id != 3'd0);
endmodule
