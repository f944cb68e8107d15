module TopModule(
    input            clk,
    input            reset,
    input      [7:0] in,
    output reg [7:0] rise,
    output reg [7:0] fall,
    output reg [7:0] any
);
    reg [7:0] prev;    // 上一个上升沿采到的 in；primed 为 0 时不使用它，所以不需要复位
    reg       primed;  // prev 里是否已经有一次真正的采样

    always @(posedge clk) begin
        if (reset) begin
            primed <= 1'b0;
            rise   <= 8'd0;
            fall   <= 8'd0;
            any    <= 8'd0;
        end else begin
            prev   <= in;
            primed <= 1'b1;
            // 按位运算一次处理 8 路：每一位都是一个独立的边沿检测器；
            // prev 还没有真正的采样时（复位后第一个上升沿），结果一律为 0
            rise <= primed ? (in & ~prev) : 8'd0;
            fall <= primed ? (~in & prev) : 8'd0;
            any  <= primed ? (in ^ prev)  : 8'd0;
        end
    end
endmodule
