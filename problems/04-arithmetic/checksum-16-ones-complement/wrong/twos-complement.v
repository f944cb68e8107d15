// 常见错误：把“取反码”写成了取负（补码 −acc = ~acc + 1），校验和差了 1
module TopModule(input clk, input reset, input clear, input valid, input [15:0] word, output [15:0] sum, output [15:0] csum, output ok);
    reg [15:0] acc;
    wire [16:0] s17 = acc + word;
    always @(posedge clk) begin
        if (reset || clear) acc <= 16'd0;
        else if (valid)     acc <= s17[15:0] + s17[16];
    end
    assign sum  = acc;
    assign csum = -acc;
    assign ok   = (acc == 16'hFFFF);
endmodule
