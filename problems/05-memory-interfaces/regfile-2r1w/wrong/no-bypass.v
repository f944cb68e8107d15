// 常见错误：没有写穿透，写的那一拍读同一个寄存器，读到的是写入之前的旧值
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
    assign rdata_a = regs[raddr_a];
    assign rdata_b = regs[raddr_b];
endmodule
