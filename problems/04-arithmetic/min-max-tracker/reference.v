module TopModule(
    input            clk,
    input            reset,
    input            clear,
    input            valid,
    input      [7:0] x,
    output reg [7:0] min,
    output reg [7:0] max,
    output reg       seen
);
    // 有符号比较：两个操作数都要是有符号的
    wire less    = $signed(x) < $signed(min);
    wire greater = $signed(x) > $signed(max);

    always @(posedge clk) begin
        if (reset || clear) begin
            // 最小值从最大的数开始，最大值从最小的数开始：第一个样本一定会同时替换它们
            min  <= 8'h7F;
            max  <= 8'h80;
            seen <= 1'b0;
        end else if (valid) begin
            // 两个比较互相独立，不能写成 else if：第一个样本要同时更新两者
            if (less)
                min <= x;
            if (greater)
                max <= x;
            seen <= 1'b1;
        end
    end
endmodule
