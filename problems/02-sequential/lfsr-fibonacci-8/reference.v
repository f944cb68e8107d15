module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            load,
    input      [7:0] init,
    output reg [7:0] q
);
    // 特征多项式 x^8 + x^6 + x^5 + x^4 + 1：第 8、6、5、4 级（q[7]、q[5]、q[4]、q[3]）的异或
    wire feedback = q[7] ^ q[5] ^ q[4] ^ q[3];

    always @(posedge clk) begin
        if (reset)
            q <= 8'b0000_0001;        // 不能是全 0：全 0 的异或还是 0，会永远停在 0
        else if (load)
            q <= init;
        else if (en)
            q <= {q[6:0], feedback};
    end
endmodule
