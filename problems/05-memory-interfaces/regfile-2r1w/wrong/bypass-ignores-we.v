// 常见错误：写穿透只比较了地址，没有看 we；不写的时候也把 wdata 上的无效数据读了出来
module TopModule(input clk, input reset, input we, input [2:0] waddr, input [7:0] wdata,
                 input [2:0] raddr_a, input [2:0] raddr_b, output [7:0] rdata_a, output [7:0] rdata_b);
    reg [7:0] regs [0:7];
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 8; i = i + 1) regs[i] <= 8'd0;
        end else if (we) begin
            regs[waddr] <= wdata;
        end
    end
    assign rdata_a = (raddr_a == waddr) ? wdata : regs[raddr_a];
    assign rdata_b = (raddr_b == waddr) ? wdata : regs[raddr_b];
endmodule
