// 常见错误：按“绕回去之后的和”的符号决定停在哪一端；溢出时和的符号恰好是反的，正溢出被停在了 −128
module TopModule(input [7:0] a, input [7:0] b, input sgn, output [7:0] y, output sat);
    wire [8:0] s = a + b;
    wire ovf_s = (a[7] == b[7]) && (s[7] != a[7]);
    wire [7:0] y_s = ovf_s ? (s[7] ? 8'h80 : 8'h7F) : s[7:0];
    assign y = sgn ? y_s : (s[8] ? 8'hFF : s[7:0]);
    assign sat = sgn ? ovf_s : s[8];
endmodule
