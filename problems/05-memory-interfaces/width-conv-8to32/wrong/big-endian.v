// 常见错误：把先到的字节放在了最高字节 [31:24]；题目规定先到的字节在最低字节 [7:0]
module TopModule(
    input             clk,
    input             reset,
    input             in_valid,
    input      [7:0]  in_data,
    input             in_last,
    output reg        out_valid,
    output reg [31:0] out_data,
    output reg [3:0]  out_keep
);
    reg [1:0]  cnt;     // 当前字里已经收了几个字节（0～3）
    reg [31:0] acc;     // 正在拼的字，没收到的字节为 0

    // 把这个字节放进第 cnt 个字节的位置
    wire [31:0] acc_next  = acc  | ({in_data, 24'd0} >> (cnt * 8));
    wire [3:0]  keep_next = {1'b1, cnt >= 2'd1, cnt >= 2'd2, cnt == 2'd3};

    always @(posedge clk) begin
        out_valid <= 1'b0;
        if (reset) begin
            cnt      <= 2'd0;
            acc      <= 32'd0;
            out_data <= 32'd0;
            out_keep <= 4'd0;
        end else if (in_valid) begin
            if (cnt == 2'd3 || in_last) begin   // 字满了，或者包结束了：送出，从头开始
                out_valid <= 1'b1;
                out_data  <= acc_next;
                out_keep  <= keep_next;
                cnt       <= 2'd0;
                acc       <= 32'd0;
            end else begin
                cnt  <= cnt + 2'd1;
                acc  <= acc_next;
            end
        end
    end
endmodule
