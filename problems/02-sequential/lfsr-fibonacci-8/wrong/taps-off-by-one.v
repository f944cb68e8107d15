// 常见错误：把级号 8、6、5、4 直接当成下标，又因为没有 q[8] 而改用 q[7]、q[6]、q[5]、q[4]，抽头整体错了一位
module TopModule(input clk, input reset, input en, input load, input [7:0] init, output reg [7:0] q);
    wire feedback = q[7] ^ q[6] ^ q[5] ^ q[4];
    always @(posedge clk) begin
        if (reset) q <= 8'h01;
        else if (load) q <= init;
        else if (en) q <= {q[6:0], feedback};
    end
endmodule
