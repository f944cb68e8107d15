module TopModule(
    input  clk,
    input  reset,
    input  async_in,
    output sync,
    output rise
);
    // meta：第一级，可能亚稳，除了第二级谁都不许读它
    // stable：第二级，同步后的信号；last：stable 上一个周期的值，用来找上升沿
    reg meta, stable, last;

    always @(posedge clk) begin
        if (reset) begin
            meta   <= 1'b0;
            stable <= 1'b0;
            last   <= 1'b0;
        end else begin
            meta   <= async_in;
            stable <= meta;
            last   <= stable;
        end
    end

    assign sync = stable;
    assign rise = stable & ~last;   // 只看同步之后的两级
endmodule
