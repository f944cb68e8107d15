module TopModule(
    input            clk,
    input            reset,
    input            we,
    input      [3:0] waddr,
    input      [7:0] wdata,
    input            re,
    input      [3:0] raddr,
    output reg [7:0] rdata
);
    reg [7:0] mem [0:15];
    integer i;

    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 16; i = i + 1)
                mem[i] <= 8'd0;
            rdata <= 8'd0;
        end else begin
            if (we)
                mem[waddr] <= wdata;
            if (re) begin
                // 同址读写：读到正在写入的新值
                if (we && raddr == waddr)
                    rdata <= wdata;
                else
                    rdata <= mem[raddr];
            end
        end
    end
endmodule
