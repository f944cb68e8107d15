// 常见错误：反馈取了全部 4 位的或非，1000 之后先变成 0000 再变成 0001，合法循环多出一个全 0 状态
module TopModule(input clk, input reset, input load, input en, input [3:0] din, output reg [3:0] q, output legal);
    always @(posedge clk) begin
        if (reset) q <= 4'b0001;
        else if (load) q <= din;
        else if (en) q <= {q[2:0], ~|q};
    end
    assign legal = (q != 4'b0000) && ((q & (q - 4'd1)) == 4'b0000);
endmodule
