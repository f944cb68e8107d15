// 常见错误：把编号 0 对应到了 out[7]，输出位序整个反了
module TopModule(input en, input [2:0] in, output [7:0] out);
    assign out = en ? (8'b1000_0000 >> in) : 8'd0;
endmodule
