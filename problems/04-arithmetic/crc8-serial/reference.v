module TopModule(
    input            clk,
    input            reset,
    input            clear,
    input            en,
    input            din,
    output reg [7:0] crc
);
    // 反馈位：移出去的最高位与新进来的数据位异或
    wire fb = crc[7] ^ din;

    always @(posedge clk) begin
        if (reset || clear)
            crc <= 8'h00;
        else if (en)
            // 左移一位，反馈位为 1 时异或上多项式的低 8 位 8'h07（x^2 + x + 1；x^8 对应移出去的那一位）
            crc <= {crc[6:0], 1'b0} ^ (fb ? 8'h07 : 8'h00);
    end
endmodule
