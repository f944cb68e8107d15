module TopModule(
    input             clk,
    input             reset,
    input      [3:0]  we,
    input      [2:0]  addr,
    input      [31:0] din,
    output reg [31:0] dout
);
    reg [31:0] mem [0:7];
    integer i, k;

    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 8; i = i + 1)
                mem[i] <= 32'd0;
            dout <= 32'd0;
        end else begin
            // 每个字节各自看自己的写使能
            for (k = 0; k < 4; k = k + 1)
                if (we[k])
                    mem[addr][8*k +: 8] <= din[8*k +: 8];
            dout <= mem[addr];     // 同步读，先读后写
        end
    end
endmodule
