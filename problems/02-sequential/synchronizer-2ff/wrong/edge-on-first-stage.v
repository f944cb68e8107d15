// 常见错误：为了“快一拍”，用第一级和第二级比较来找上升沿，读了可能亚稳的第一级，rise 也比 sync 早一个周期
module TopModule(input clk, input reset, input async_in, output sync, output rise);
    reg meta, stable;
    always @(posedge clk) begin
        if (reset) begin
            meta <= 1'b0; stable <= 1'b0;
        end else begin
            meta <= async_in;
            stable <= meta;
        end
    end
    assign sync = stable;
    assign rise = meta & ~stable;
endmodule
