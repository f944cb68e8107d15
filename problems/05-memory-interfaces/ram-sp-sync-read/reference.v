module TopModule(
    input            clk,
    input            reset,
    input            we,
    input      [3:0] addr,
    input      [7:0] din,
    output reg [7:0] dout
);
    reg [7:0] mem [0:15];
    integer i;

    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 16; i = i + 1)
                mem[i] <= 8'd0;
            dout <= 8'd0;
        end else begin
            if (we)
                mem[addr] <= din;
            dout <= mem[addr];     // 非阻塞：读到的是这个上升沿之前的内容（先读后写）
        end
    end
endmodule
