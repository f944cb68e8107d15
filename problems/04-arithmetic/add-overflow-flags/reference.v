module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    input        cin,
    output [7:0] sum,
    output       carry,
    output       ovf,
    output       neg
);
    // 9 位无符号的和：第 9 位就是进位
    wire [8:0] s9 = {1'b0, a} + {1'b0, b} + {8'd0, cin};

    assign sum   = s9[7:0];
    assign carry = s9[8];
    // 有符号溢出：两个加数同号，和的符号却与它们不同
    assign ovf   = (a[7] == b[7]) && (sum[7] != a[7]);
    // 真实结果的符号：不溢出时就是 sum[7]；溢出时 sum[7] 恰好是反的
    assign neg   = sum[7] ^ ovf;
endmodule
