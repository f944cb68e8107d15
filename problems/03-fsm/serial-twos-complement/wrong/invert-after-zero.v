// 常见错误：把规则记反了，以为“遇到第一个 0 之后开始取反”
module TopModule(input clk, input reset, input in, output out);
    reg seen;
    always @(posedge clk) begin
        if (reset) seen <= 1'b0;
        else if (!in) seen <= 1'b1;
    end
    assign out = seen ? ~in : in;
endmodule
