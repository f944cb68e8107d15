// 只改对了一处：valid 改对了，但循环仍从 0 号扫到 7 号，后写的赋值覆盖先写的，选出的是编号最大（优先级最低）的请求
module TopModule(input [7:0] irq, input [7:0] mask, output reg [2:0] id, output valid);
    wire [7:0] pending = irq & mask;
    integer i;
    always @(*) begin
        id = 3'd0;
        for (i = 0; i < 8; i = i + 1)
            if (pending[i]) id = i[2:0];
    end
    assign valid = |pending;
endmodule
