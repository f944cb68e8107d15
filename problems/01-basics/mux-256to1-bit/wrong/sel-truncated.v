// 常见错误：把 sel 声明窄了一位，只用了低 7 位当下标，只能选到前 128 路
module TopModule(input [255:0] in, input [7:0] sel, output out);
    wire [6:0] idx = sel;
    assign out = in[idx];
endmodule
