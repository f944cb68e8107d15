// 常见错误：读出时不检查 back 是否小于 filled，还没写过的位置读出的是旧数据或未知值 X，而不是 0
module TopModule(input clk, input reset, input in_valid, input [7:0] din, input [2:0] back,
                 output [7:0] dout, output reg [3:0] filled);
    reg [7:0] ring [0:7];
    reg [2:0] wptr;
    always @(posedge clk) begin
        if (reset) begin wptr <= 3'd0; filled <= 4'd0; end
        else if (in_valid) begin
            ring[wptr] <= din; wptr <= wptr + 3'd1;
            if (filled != 4'd8) filled <= filled + 4'd1;
        end
    end
    wire [2:0] raddr = wptr - 3'd1 - back;
    assign dout = ring[raddr];
endmodule
