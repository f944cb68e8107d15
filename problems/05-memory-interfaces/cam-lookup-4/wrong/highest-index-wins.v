// 常见错误：用 for 循环从 0 到 3 逐个覆盖 hit_idx，最后留下的是编号最大的匹配条目
module TopModule(input clk, input reset, input we, input del, input [1:0] idx, input [7:0] wkey, input [7:0] key,
                 output reg [3:0] match, output hit, output reg [1:0] hit_idx);
    reg [7:0] keys [0:3];
    reg [3:0] valid;
    integer i;
    always @(posedge clk) begin
        if (reset) valid <= 4'b0000;
        else if (we) begin keys[idx] <= wkey; valid[idx] <= 1'b1; end
        else if (del) valid[idx] <= 1'b0;
    end
    always @(*) for (i = 0; i < 4; i = i + 1) match[i] = valid[i] && (keys[i] == key);
    assign hit = |match;
    always @(*) begin
        hit_idx = 2'd0;
        for (i = 0; i < 4; i = i + 1)
            if (match[i]) hit_idx = i;
    end
endmodule
