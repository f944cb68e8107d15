// 常见错误：译码时挑错了两位，只看最低两位为 0，把 1000 和 1100 也当成了 0000
module TopModule(input clk, input reset, input en, output reg [3:0] q, output at_zero);
    always @(posedge clk) begin
        if (reset) q <= 4'b0000;
        else if (en) q <= {q[2:0], ~q[3]};
    end
    assign at_zero = ~q[1] & ~q[0];
endmodule
