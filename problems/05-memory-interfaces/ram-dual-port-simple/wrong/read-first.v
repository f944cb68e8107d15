// 常见错误：没有做同址旁路，读写同一地址时读到的是写入之前的旧值（read-first），与题目规定相反
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
            if (re) rdata <= mem[raddr];
        end
    end
endmodule
