// 改错了：扫描时用的是原始请求 irq 而不是屏蔽后的 pending，被屏蔽的高优先级请求抢走了编号
module TopModule(input [7:0] irq, input [7:0] mask, output reg [2:0] id, output valid);
    wire [7:0] pending = irq & mask;
    integer i;
    always @(*) begin
        id = 3'd0;
        for (i = 7; i >= 0; i = i - 1)
            if (irq[i]) id = i[2:0];
    end
    assign valid = |pending;
endmodule
