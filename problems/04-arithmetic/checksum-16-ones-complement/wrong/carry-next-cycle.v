// 常见错误：把进位存进一个寄存器，等下一个字再加；最终折叠后结果也许相同，但每一拍的 sum 都晚了一步，且最后一个进位要等到下一个字才出现
module TopModule(input clk, input reset, input clear, input valid, input [15:0] word, output [15:0] sum, output [15:0] csum, output ok);
    reg [15:0] acc;
    reg        c;
    wire [16:0] s17 = acc + word + c;
    always @(posedge clk) begin
        if (reset || clear) begin
            acc <= 16'd0;
            c   <= 1'b0;
        end else if (valid) begin
            acc <= s17[15:0];
            c   <= s17[16];
        end
    end
    assign sum  = acc;
    assign csum = ~acc;
    assign ok   = (acc == 16'hFFFF);
endmodule
