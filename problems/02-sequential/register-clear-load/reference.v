module TopModule(
    input            clk,
    input            reset,
    input            clr,
    input            load,
    input      [7:0] d,
    output reg [7:0] q
);
    // 上电后的默认配置
    localparam DEFAULT = 8'b0101_1010;

    // 一条 if / else if 链就是一张优先级表：越靠前越优先
    always @(posedge clk) begin
        if (reset)
            q <= DEFAULT;
        else if (clr)
            q <= 8'b0000_0000;
        else if (load)
            q <= d;
    end
endmodule
