module TopModule(
    input             clk,
    input             reset,
    input             en,
    input             load,
    input      [15:0] init,
    output reg [15:0] q
);
    // x^16 = x^12 + x^3 + x + 1（模 P(x)，系数在 GF(2) 中）：第 12、3、1、0 位为 1
    localparam [15:0] TAPS = 16'b0001_0000_0000_1011;

    // 乘以 x：左移一位；若移出了 x^15 项（它变成 x^16），就异或上 TAPS 把它换掉。
    // 判断用的是移位之前的最高位 q[15]。
    wire [15:0] times_x = {q[14:0], 1'b0} ^ (q[15] ? TAPS : 16'b0);

    always @(posedge clk) begin
        if (reset)
            q <= 16'd1;
        else if (load)
            q <= (init == 16'd0) ? 16'd1 : init;  // 全 0 是死状态，换成 1
        else if (en)
            q <= times_x;
    end
endmodule
