// 常见错误：总是去最近的请求，不保持方向；请求在两边不断出现时会来回折返
module TopModule(input clk, input reset, input call, input [1:0] call_floor,
                 output reg [1:0] floor, output reg up, output reg door, output reg [3:0] pending);
    wire [3:0] req = pending | (call ? (4'b0001 << call_floor) : 4'b0000);
    always @(posedge clk) begin
        if (reset) begin
            floor <= 2'd0; up <= 1'b1; door <= 1'b0; pending <= 4'b0000;
        end else if (req[floor]) begin
            door <= 1'b1; pending <= req & ~(4'b0001 << floor);
        end else begin
            door <= 1'b0; pending <= req;
            if (floor < 2'd3 && req[floor + 2'd1]) begin up <= 1'b1; floor <= floor + 2'd1; end
            else if (floor > 2'd0 && req[floor - 2'd1]) begin up <= 1'b0; floor <= floor - 2'd1; end
            else if (floor < 2'd2 && req[floor + 2'd2]) begin up <= 1'b1; floor <= floor + 2'd1; end
            else if (floor > 2'd1 && req[floor - 2'd2]) begin up <= 1'b0; floor <= floor - 2'd1; end
            else if (floor == 2'd0 && req[3]) begin up <= 1'b1; floor <= floor + 2'd1; end
            else if (floor == 2'd3 && req[0]) begin up <= 1'b0; floor <= floor - 2'd1; end
        end
    end
endmodule
