// 常见错误：按普通的 16 位加法累加，最高位的进位直接丢掉，没有回卷到最低位
module TopModule(input clk, input reset, input clear, input valid, input [15:0] word, output [15:0] sum, output [15:0] csum, output ok);
    reg [15:0] acc;
    always @(posedge clk) begin
        if (reset || clear) acc <= 16'd0;
        else if (valid)     acc <= acc + word;
    end
    assign sum  = acc;
    assign csum = ~acc;
    assign ok   = (acc == 16'hFFFF);
endmodule
