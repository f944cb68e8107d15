// 常见错误：只用 (q & (q - 1)) == 0 判断“最多一个 1”，漏掉了全 0 也满足这个式子
module TopModule(input clk, input reset, input load, input en, input [3:0] din, output reg [3:0] q, output legal);
    always @(posedge clk) begin
        if (reset) q <= 4'b0001;
        else if (load) q <= din;
        else if (en) q <= {q[2:0], q[2:0] == 3'b000};
    end
    assign legal = (q & (q - 4'd1)) == 4'b0000;
endmodule
