module TopModule(
    input        clk,
    input        reset,
    input        we,
    input  [2:0] waddr,
    input  [7:0] wdata,
    input  [2:0] raddr_a,
    input  [2:0] raddr_b,
    output [7:0] rdata_a,
    output [7:0] rdata_b
);
    reg [7:0] regs [0:7];
    integer i;

    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 8; i = i + 1)
                regs[i] <= 8'd0;
        end else if (we) begin
            regs[waddr] <= wdata;
        end
    end

    // 写穿透：这一拍正在写同一个寄存器，就直接给出正在写入的数据
    assign rdata_a = (we && raddr_a == waddr) ? wdata : regs[raddr_a];
    assign rdata_b = (we && raddr_b == waddr) ? wdata : regs[raddr_b];
endmodule
