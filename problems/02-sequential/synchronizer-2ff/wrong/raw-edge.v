// 常见错误：上升沿直接拿异步输入和同步结果比较，rise 随 async_in 组合地变化，完全没有同步
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
    assign rise = async_in & ~stable;
endmodule
