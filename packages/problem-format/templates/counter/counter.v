// 4 位加法计数器：rst 同步清零，en 为 1 时每个时钟上升沿加 1，15 之后回到 0。
module counter (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    output reg  [3:0] count
);
  always @(posedge clk) begin
    if (rst) count <= 4'd0;
    else if (en) count <= count + 4'd1;
  end
endmodule
