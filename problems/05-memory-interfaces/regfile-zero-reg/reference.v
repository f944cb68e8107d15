module TopModule(
    input        clk,
    input        reset,
    input        we,
    input  [2:0] waddr,
    input  [7:0] wdata,
    input  [2:0] raddr,
    output [7:0] rdata
);
    reg [7:0] regs [1:7];     // r0 不占存储：它永远是 0
    integer i;

    always @(posedge clk) begin
        if (reset) begin
            for (i = 1; i < 8; i = i + 1)
                regs[i] <= 8'd0;
        end else if (we && waddr != 3'd0) begin
            regs[waddr] <= wdata;
        end
    end

    // 异步读：读 r0 直接给 0
    assign rdata = (raddr == 3'd0) ? 8'd0 : regs[raddr];
endmodule
