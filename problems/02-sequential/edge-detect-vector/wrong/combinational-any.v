// 常见错误：any 直接用组合逻辑由 in 和 prev 算出，in 一变它就变，比 rise、fall 早了半个周期
module TopModule(input clk, input reset, input [7:0] in, output reg [7:0] rise, output reg [7:0] fall, output [7:0] any);
    reg [7:0] prev;
    reg primed;
    always @(posedge clk) begin
        if (reset) begin
            primed <= 1'b0;
            prev <= 8'd0;
            rise <= 8'd0;
            fall <= 8'd0;
        end else begin
            prev <= in;
            primed <= 1'b1;
            rise <= primed ? (in & ~prev) : 8'd0;
            fall <= primed ? (~in & prev) : 8'd0;
        end
    end
    assign any = primed ? (in ^ prev) : 8'd0;
endmodule
