// 常见错误：只看已登记的请求，这一拍刚按下的请求要等到下一拍才起作用，电梯会错过正好经过的楼层
module TopModule(input clk, input reset, input call, input [1:0] call_floor,
                 output reg [1:0] floor, output reg up, output reg door, output reg [3:0] pending);
    wire [3:0] above_mask = 4'b1110 << floor;
    wire [3:0] below_mask = (4'b0001 << floor) - 4'd1;
    wire any_above = |(pending & above_mask);
    wire any_below = |(pending & below_mask);
    wire [3:0] fresh = call ? (4'b0001 << call_floor) : 4'b0000;
    always @(posedge clk) begin
        if (reset) begin
            floor <= 2'd0; up <= 1'b1; door <= 1'b0; pending <= 4'b0000;
        end else if (pending[floor]) begin
            door <= 1'b1; pending <= (pending & ~(4'b0001 << floor)) | fresh;
        end else begin
            door <= 1'b0; pending <= pending | fresh;
            if (any_above && (up || !any_below)) begin up <= 1'b1; floor <= floor + 2'd1; end
            else if (any_below) begin up <= 1'b0; floor <= floor - 2'd1; end
        end
    end
endmodule
