// 常见错误：用 a + b > 8'd255 判断无符号溢出；比较的两边都是 8 位，和在 8 位里算，进位早已丢掉，条件永远不成立
module TopModule(input [7:0] a, input [7:0] b, input sgn, output [7:0] y, output sat);
    wire [7:0] sum = a + b;
    wire ovf_u = (a + b > 8'd255);
    wire ovf_s = (a[7] == b[7]) && (sum[7] != a[7]);
    assign y = sgn ? (ovf_s ? (a[7] ? 8'h80 : 8'h7F) : sum) : (ovf_u ? 8'hFF : sum);
    assign sat = sgn ? ovf_s : ovf_u;
endmodule
