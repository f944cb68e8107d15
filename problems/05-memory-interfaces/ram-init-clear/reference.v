module TopModule(
    input            clk,
    input            reset,
    input            we,
    input      [3:0] addr,
    input      [7:0] din,
    output reg [7:0] dout,
    output reg       busy
);
    reg [7:0] mem [0:15];
    reg [3:0] ptr;            // 下一个要清零的地址

    always @(posedge clk) begin
        if (reset) begin
            busy <= 1'b1;
            ptr  <= 4'd0;
            dout <= 8'd0;
        end else if (busy) begin
            mem[ptr] <= 8'd0;         // 每拍清一个字，外部访问一律忽略
            ptr      <= ptr + 4'd1;
            dout     <= 8'd0;
            if (ptr == 4'd15)
                busy <= 1'b0;         // 写完最后一个地址
        end else begin
            if (we)
                mem[addr] <= din;
            dout <= mem[addr];        // 同步读，先读后写
        end
    end
endmodule
