module TopModule(
    input        clk,
    input        reset,
    input        in_valid,
    input  [7:0] din,
    input  [2:0] back,
    output [7:0] dout,
    output reg [3:0] filled
);
    reg [7:0] ring [0:7];
    reg [2:0] wptr;           // 下一个要写的位置，也就是最旧的采样所在的位置

    always @(posedge clk) begin
        if (reset) begin
            wptr   <= 3'd0;
            filled <= 4'd0;
        end else if (in_valid) begin
            ring[wptr] <= din;
            wptr       <= wptr + 3'd1;
            if (filled != 4'd8)
                filled <= filled + 4'd1;
        end
    end

    // 最新的采样在 wptr - 1，往回数 back 个就在 wptr - 1 - back（3 位运算自然绕回）
    wire [2:0] raddr = wptr - 3'd1 - back;
    assign dout = ({1'b0, back} < filled) ? ring[raddr] : 8'd0;
endmodule
