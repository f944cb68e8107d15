// 常见错误：比较时没有与上有效位；复位时把键清成 0，删除只清有效位，于是查 0 或查被删除的键仍然“命中”
module TopModule(input clk, input reset, input we, input del, input [1:0] idx, input [7:0] wkey, input [7:0] key,
                 output reg [3:0] match, output hit, output reg [1:0] hit_idx);
    reg [7:0] keys [0:3];
    reg [3:0] valid;
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            valid <= 4'b0000;
            for (i = 0; i < 4; i = i + 1) keys[i] <= 8'd0;
        end else if (we) begin
            keys[idx] <= wkey; valid[idx] <= 1'b1;
        end else if (del) begin
            valid[idx] <= 1'b0;
        end
    end
    always @(*) for (i = 0; i < 4; i = i + 1) match[i] = (keys[i] == key);
    assign hit = |match;
    always @(*) begin
        if (match[0]) hit_idx = 2'd0;
        else if (match[1]) hit_idx = 2'd1;
        else if (match[2]) hit_idx = 2'd2;
        else if (match[3]) hit_idx = 2'd3;
        else hit_idx = 2'd0;
    end
endmodule
