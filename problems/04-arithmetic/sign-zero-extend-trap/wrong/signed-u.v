// 常见错误：图省事把 u 也套上 $signed；u 最高位为 1 时（8～15）被当成了 −8～−1
module TopModule(input [7:0] a, input [3:0] b, input [3:0] u, output [8:0] sab, output [8:0] sau, output lt_ab, output lt_au);
    assign sab   = $signed(a) + $signed(b);
    assign sau   = $signed(a) + $signed(u);
    assign lt_ab = $signed(a) < $signed(b);
    assign lt_au = $signed(a) < $signed(u);
endmodule
