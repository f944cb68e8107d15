// category: 边界值
// mutant constant+1@7:76: 第 7 行：常数 4'd0 改为 4'd1
// 4 位加减饱和计数器：同步复位（高有效）；只有 up 时加 1，只有 down 时减 1，
// 两个都为 1 或都为 0 时保持；加到 15 停在 15，减到 0 停在 0。
module TopModule(input clk, input reset, input up, input down, output reg [3:0] q);
  always @(posedge clk) begin
    if (reset) q <= 4'd0;
    else if (up && !down && q != 4'd15) q <= q + 4'd1;
    else if (down && !up && q != 4'd1) q <= q - 4'd1;
  end
endmodule
