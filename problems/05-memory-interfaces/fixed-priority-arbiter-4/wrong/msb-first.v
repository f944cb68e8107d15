// 常见错误：优先级方向反了，把 req[3] 当成最高优先级
module TopModule(input clk, input reset, input [3:0] req, output reg [3:0] grant);
    wire keep = |(grant & req);
    always @(posedge clk) begin
        if (reset) grant <= 4'b0000;
        else if (!keep) begin
            if      (req[3]) grant <= 4'b1000;
            else if (req[2]) grant <= 4'b0100;
            else if (req[1]) grant <= 4'b0010;
            else if (req[0]) grant <= 4'b0001;
            else             grant <= 4'b0000;
        end
    end
endmodule
