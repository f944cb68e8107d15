// 常见错误：每一轮扫描找到键都报告一次，没有和上一轮比较；按住一个键，valid 每 4 个时钟来一次
module TopModule(
    input            clk,
    input            reset,
    input      [3:0] col,      // 列线，低电平有效：被拉低说明这一行上有键按下
    output     [3:0] row,      // 行线，低电平有效：每次只拉低一行
    output reg [3:0] key,
    output reg       valid
);
    reg [1:0] r;          // 正在扫描的行
    reg       found;      // 本轮扫描中已经找到一个键
    reg [3:0] cand;       // 本轮找到的第一个键
    reg       prev_hit;   // 上一轮扫描有没有键按下

    assign row = ~(4'b0001 << r);

    // 这一拍的列里编号最小的那个 0
    reg [1:0] c;
    always @(*) begin
        if      (!col[0]) c = 2'd0;
        else if (!col[1]) c = 2'd1;
        else if (!col[2]) c = 2'd2;
        else              c = 2'd3;
    end
    wire any = (col != 4'b1111);

    // 一轮扫描结束（r = 3 这一拍）时的结论：这一拍的列也要算进去
    wire       hit  = found | any;
    wire [3:0] code = found ? cand : {r, c};

    always @(posedge clk) begin
        valid <= 1'b0;
        if (reset) begin
            r        <= 2'd0;
            found    <= 1'b0;
            prev_hit <= 1'b0;
            key      <= 4'd0;
        end else begin
            r <= r + 2'd1;
            if (r == 2'd3) begin
                if (hit) begin
                    key   <= code;
                    valid <= 1'b1;
                end
                prev_hit <= hit;
                found    <= 1'b0;
            end else if (any && !found) begin
                cand  <= {r, c};
                found <= 1'b1;
            end
        end
    end
endmodule
