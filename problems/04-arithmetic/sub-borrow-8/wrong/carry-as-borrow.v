// 常见错误：用“加上补码”做减法后，把加法器的进位直接当成借位；其实进位 1 表示“够减、没有借位”，两者正好相反
module TopModule(input [7:0] a, input [7:0] b, input bin, output [7:0] diff, output bout);
    wire [8:0] t = {1'b0, a} + {1'b0, ~b} + {8'd0, ~bin};
    assign diff = t[7:0];
    assign bout = t[8];
endmodule
