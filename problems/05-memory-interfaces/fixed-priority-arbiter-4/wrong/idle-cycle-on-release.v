// 常见错误：持有者放下请求后先把 grant 清零，下一拍才交给别人，总线白白空闲一个周期
module TopModule(input clk, input reset, input [3:0] req, output reg [3:0] grant);
    wire [3:0] pick = req & (~req + 4'd1);
    always @(posedge clk) begin
        if (reset)              grant <= 4'b0000;
        else if (grant == 4'b0) grant <= pick;
        else if (!(|(grant & req))) grant <= 4'b0000;
    end
endmodule
