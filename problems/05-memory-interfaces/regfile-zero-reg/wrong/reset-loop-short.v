// 常见错误：复位的 for 循环少了一次（i < 7），r7 没有被清零，复位后读 r7 得到的是旧值或 X
module TopModule(input clk, input reset, input we, input [2:0] waddr, input [7:0] wdata,
                 input [2:0] raddr, output [7:0] rdata);
    reg [7:0] regs [1:7];
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 1; i < 7; i = i + 1) regs[i] <= 8'd0;
        end else if (we && waddr != 3'd0) begin
            regs[waddr] <= wdata;
        end
    end
    assign rdata = (raddr == 3'd0) ? 8'd0 : regs[raddr];
endmodule
