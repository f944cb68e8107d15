// 常见错误：直接把最高位绕回最低位（普通环形计数器），一旦进入 0011、0000 这样的非法状态就永远出不来
module TopModule(input clk, input reset, input load, input en, input [3:0] din, output reg [3:0] q, output legal);
    always @(posedge clk) begin
        if (reset) q <= 4'b0001;
        else if (load) q <= din;
        else if (en) q <= {q[2:0], q[3]};
    end
    assign legal = (q != 4'b0000) && ((q & (q - 4'd1)) == 4'b0000);
endmodule
