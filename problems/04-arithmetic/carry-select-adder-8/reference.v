module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    input        cin,
    output [7:0] sum,
    output       cout,
    output       c4,
    output [4:0] hi0,
    output [4:0] hi1
);
    // 低 4 位：普通加法，得到低半部分的和与进位 c4
    wire [4:0] lo = {1'b0, a[3:0]} + {1'b0, b[3:0]} + {4'd0, cin};
    assign c4 = lo[4];

    // 高 4 位：不等 c4，同时按“进位为 0”和“进位为 1”各算一遍（5 位，含各自的进位）
    assign hi0 = {1'b0, a[7:4]} + {1'b0, b[7:4]};
    assign hi1 = {1'b0, a[7:4]} + {1'b0, b[7:4]} + 5'd1;

    // c4 算好后只需过一级选择器
    wire [4:0] hi = c4 ? hi1 : hi0;
    assign sum  = {hi[3:0], lo[3:0]};
    assign cout = hi[4];
endmodule
