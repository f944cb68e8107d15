// 常见错误：只看了 s = 1 时 d 为 01、10 的两段（01 → 10，10 → 01），以为是按位取反；d 为 00、11 时交换后不变，取反却变了
module TopModule(input [1:0] d, input s, output [1:0] y);
    assign y = s ? ~d : d;
endmodule
