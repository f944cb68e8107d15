// 常见错误：忽略了读使能，每个上升沿都读，re = 0 时 rdata 没有保持
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
            if (we && raddr == waddr) rdata <= wdata;
            else rdata <= mem[raddr];
        end
    end
endmodule
