// 常见错误：把 r0 当成普通寄存器，写 r0 之后再读就不是 0 了
module TopModule(input clk, input reset, input we, input [2:0] waddr, input [7:0] wdata,
                 input [2:0] raddr, output [7:0] rdata);
    reg [7:0] regs [0:7];
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 8; i = i + 1) regs[i] <= 8'd0;
        end else if (we) begin
            regs[waddr] <= wdata;
        end
    end
    assign rdata = regs[raddr];
endmodule
