// 常见错误：filled 到 8 之后没有停下，一直数到 15 又回到 0，之后 dout 全部被当成“不存在”给了 0
module TopModule(input clk, input reset, input in_valid, input [7:0] din, input [2:0] back,
                 output [7:0] dout, output reg [3:0] filled);
    reg [7:0] ring [0:7];
    reg [2:0] wptr;
    always @(posedge clk) begin
        if (reset) begin wptr <= 3'd0; filled <= 4'd0; end
        else if (in_valid) begin
            ring[wptr] <= din; wptr <= wptr + 3'd1;
            filled <= filled + 4'd1;
        end
    end
    wire [2:0] raddr = wptr - 3'd1 - back;
    assign dout = ({1'b0, back} < filled) ? ring[raddr] : 8'd0;
endmodule
