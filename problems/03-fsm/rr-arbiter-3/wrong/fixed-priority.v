// 常见错误：写成了固定优先级（0 号最高），持有者放手后总是先给 0 号，2 号可能永远等不到
module TopModule(input clk, input reset, input [2:0] req, output reg [2:0] grant);
    wire keep = |(grant & req);
    wire [2:0] pick = req[0] ? 3'b001 : req[1] ? 3'b010 : req[2] ? 3'b100 : 3'b000;
    always @(posedge clk) begin
        if (reset) grant <= 3'b000;
        else if (!keep) grant <= pick;
    end
endmodule
