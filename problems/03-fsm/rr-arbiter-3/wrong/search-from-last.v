// 常见错误：轮询从上一次的获胜者自己开始找，而不是从它的下一个开始：空闲后它和别人同时请求时又赢了
module TopModule(input clk, input reset, input [2:0] req, output reg [2:0] grant);
    reg [1:0] last;
    wire keep = |(grant & req);
    reg [2:0] pick;
    always @(*) begin
        case (last)
            2'd0:    pick = req[0] ? 3'b001 : req[1] ? 3'b010 : req[2] ? 3'b100 : 3'b000;
            2'd1:    pick = req[1] ? 3'b010 : req[2] ? 3'b100 : req[0] ? 3'b001 : 3'b000;
            default: pick = req[2] ? 3'b100 : req[0] ? 3'b001 : req[1] ? 3'b010 : 3'b000;
        endcase
    end
    always @(posedge clk) begin
        if (reset) begin
            grant <= 3'b000;
            last <= 2'd1;
        end else if (!keep) begin
            grant <= pick;
            if (pick[0]) last <= 2'd0;
            if (pick[1]) last <= 2'd1;
            if (pick[2]) last <= 2'd2;
        end
    end
endmodule
