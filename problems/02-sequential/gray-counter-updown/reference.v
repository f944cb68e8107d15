module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            up,
    output reg [3:0] gray,
    output     [3:0] bin
);
    // 格雷码转二进制：最高位照抄，往下每一位 = 高一位的二进制 ^ 本位的格雷码
    assign bin[3] = gray[3];
    assign bin[2] = bin[3] ^ gray[2];
    assign bin[1] = bin[2] ^ gray[1];
    assign bin[0] = bin[1] ^ gray[0];

    // 在二进制上加减 1（4 位自然回绕：15 + 1 = 0，0 - 1 = 15），再转回格雷码
    wire [3:0] bin_next = up ? bin + 4'd1 : bin - 4'd1;

    always @(posedge clk) begin
        if (reset)
            gray <= 4'b0000;
        else if (en)
            gray <= bin_next ^ (bin_next >> 1);
    end
endmodule
