// 改错了：valid 改成了“有任何一根请求线为 1”，忘了被屏蔽的请求不算数，全部请求都被屏蔽时仍报告有中断
module TopModule(input [7:0] irq, input [7:0] mask, output reg [2:0] id, output valid);
    wire [7:0] pending = irq & mask;
    integer i;
    always @(*) begin
        id = 3'd0;
        for (i = 7; i >= 0; i = i - 1)
            if (pending[i]) id = i[2:0];
    end
    assign valid = |irq;
endmodule
