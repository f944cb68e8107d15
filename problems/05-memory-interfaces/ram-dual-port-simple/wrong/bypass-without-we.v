// 常见错误：旁路只比较了地址，不写的时候也把 wdata 上的无效数据当成了读出的值
module TopModule(input clk, input reset, input we, input [3:0] waddr, input [7:0] wdata,
                 input re, input [3:0] raddr, output reg [7:0] rdata);
    reg [7:0] mem [0:15];
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 16; i = i + 1) mem[i] <= 8'd0;
            rdata <= 8'd0;
        end else begin
            if (we) mem[waddr] <= wdata;
            if (re) begin
                if (raddr == waddr) rdata <= wdata;
                else rdata <= mem[raddr];
            end
        end
    end
endmodule
