// 只改对了一处：扫描方向改对了，valid 仍按“编号不为 0”判断，只有 0 号请求时（优先级最高的中断）被当成没有请求
module TopModule(input [7:0] irq, input [7:0] mask, output reg [2:0] id, output valid);
    wire [7:0] pending = irq & mask;
    integer i;
    always @(*) begin
        id = 3'd0;
        for (i = 7; i >= 0; i = i - 1)
            if (pending[i]) id = i[2:0];
    end
    assign valid = (id != 3'd0);
endmodule
