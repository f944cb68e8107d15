// 常见错误：把读端口也写进了时钟块，rdata 晚一个周期才跟上 raddr
module TopModule(input clk, input reset, input we, input [2:0] waddr, input [7:0] wdata,
                 input [2:0] raddr, output reg [7:0] rdata);
    reg [7:0] regs [1:7];
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 1; i < 8; i = i + 1) regs[i] <= 8'd0;
            rdata <= 8'd0;
        end else begin
            if (we && waddr != 3'd0) regs[waddr] <= wdata;
            rdata <= (raddr == 3'd0) ? 8'd0 : regs[raddr];
        end
    end
endmodule
