// 常见错误：移位方向反了，先送出最低位（题目要求高位在前）
module TopModule(input clk, input reset, input load, input shift, input [7:0] din, output sout);
    reg [7:0] sr;
    always @(posedge clk) begin
        if (reset) sr <= 8'd0;
        else if (load) sr <= din;
        else if (shift) sr <= {1'b0, sr[7:1]};
    end
    assign sout = sr[0];
endmodule
