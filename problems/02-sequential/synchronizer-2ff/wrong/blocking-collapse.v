// 常见错误：两级触发器用阻塞赋值，第二级读到的是第一级刚写入的新值，两级塌缩成了一级
module TopModule(input clk, input reset, input async_in, output sync, output rise);
    reg meta, stable, last;
    always @(posedge clk) begin
        if (reset) begin
            meta = 1'b0; stable = 1'b0; last = 1'b0;
        end else begin
            last = stable;
            meta = async_in;
            stable = meta;
        end
    end
    assign sync = stable;
    assign rise = stable & ~last;
endmodule
