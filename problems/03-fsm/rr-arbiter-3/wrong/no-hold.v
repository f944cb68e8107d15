// 常见错误：每个周期都重新仲裁，持有者还在用总线就被抢走，传输被打断
module TopModule(input clk, input reset, input [2:0] req, output reg [2:0] grant);
    reg [1:0] last;
    reg [2:0] pick;
    always @(*) begin
        case (last)
            2'd0:    pick = req[1] ? 3'b010 : req[2] ? 3'b100 : req[0] ? 3'b001 : 3'b000;
            2'd1:    pick = req[2] ? 3'b100 : req[0] ? 3'b001 : req[1] ? 3'b010 : 3'b000;
            default: pick = req[0] ? 3'b001 : req[1] ? 3'b010 : req[2] ? 3'b100 : 3'b000;
        endcase
    end
    always @(posedge clk) begin
        if (reset) begin
            grant <= 3'b000;
            last <= 2'd2;
        end else begin
            grant <= pick;
            if (pick[0]) last <= 2'd0;
            if (pick[1]) last <= 2'd1;
            if (pick[2]) last <= 2'd2;
        end
    end
endmodule
