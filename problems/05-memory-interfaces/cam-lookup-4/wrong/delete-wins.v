// 常见错误：把删除写在了前面，we 和 del 同时为 1 时做的是删除，题目规定的是写入优先
module TopModule(input clk, input reset, input we, input del, input [1:0] idx, input [7:0] wkey, input [7:0] key,
                 output reg [3:0] match, output hit, output reg [1:0] hit_idx);
    reg [7:0] keys [0:3];
    reg [3:0] valid;
    integer i;
    always @(posedge clk) begin
        if (reset) valid <= 4'b0000;
        else if (del) valid[idx] <= 1'b0;
        else if (we) begin keys[idx] <= wkey; valid[idx] <= 1'b1; end
    end
    always @(*) for (i = 0; i < 4; i = i + 1) match[i] = valid[i] && (keys[i] == key);
    assign hit = |match;
    always @(*) begin
        if (match[0]) hit_idx = 2'd0;
        else if (match[1]) hit_idx = 2'd1;
        else if (match[2]) hit_idx = 2'd2;
        else if (match[3]) hit_idx = 2'd3;
        else hit_idx = 2'd0;
    end
endmodule
