// 常见错误：二进制和只算 4 位；9 + 9 = 18 在 4 位里成了 2，看起来没有超过 9，进位就丢了
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] s, output cout);
    wire [3:0] z = a + b + cin;
    assign cout = (z > 4'd9);
    assign s = cout ? z + 4'd6 : z;
endmodule
