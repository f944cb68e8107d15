// 常见错误：没有保持方向，每次都先看上面有没有请求；向下途中上面来了请求就掉头
module TopModule(input clk, input reset, input call, input [1:0] call_floor,
                 output reg [1:0] floor, output reg up, output reg door, output reg [3:0] pending);
    wire [3:0] req = pending | (call ? (4'b0001 << call_floor) : 4'b0000);
    wire [3:0] above_mask = 4'b1110 << floor;
    wire [3:0] below_mask = (4'b0001 << floor) - 4'd1;
    always @(posedge clk) begin
        if (reset) begin
            floor <= 2'd0; up <= 1'b1; door <= 1'b0; pending <= 4'b0000;
        end else if (req[floor]) begin
            door <= 1'b1; pending <= req & ~(4'b0001 << floor);
        end else begin
            door <= 1'b0; pending <= req;
            if (|(req & above_mask)) begin up <= 1'b1; floor <= floor + 2'd1; end
            else if (|(req & below_mask)) begin up <= 1'b0; floor <= floor - 2'd1; end
        end
    end
endmodule
