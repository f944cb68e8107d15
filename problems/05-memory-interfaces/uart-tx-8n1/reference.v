module TopModule(
    input            clk,
    input            reset,
    input            start,
    input      [7:0] din,
    output reg       tx,
    output reg       busy
);
    // 每一位在线上停留 4 个时钟：cnt 数 0～3，数到 3 的那个上升沿换下一位
    reg [1:0] cnt;
    // 已经送完的位数：0 = 正在送起始位，1～8 = 正在送 d0～d7，9 = 正在送停止位
    reg [3:0] nbit;
    // 还没送出的位：d0～d7 和停止位，最低位先送，每送一位右移一次
    reg [8:0] sh;

    always @(posedge clk) begin
        if (reset) begin
            tx   <= 1'b1;               // 空闲时线路为 1
            busy <= 1'b0;               // cnt、nbit 在接受 start 时才清零，这里不必管
        end else if (!busy) begin
            if (start) begin
                sh   <= {1'b1, din};    // 在接受请求的这一刻锁存数据
                tx   <= 1'b0;           // 起始位
                busy <= 1'b1;
                cnt  <= 2'd0;
                nbit <= 4'd0;
            end
        end else if (cnt == 2'd3) begin
            cnt <= 2'd0;
            if (nbit == 4'd9) begin     // 停止位送满 4 个时钟：一帧结束
                busy <= 1'b0;
                tx   <= 1'b1;
            end else begin
                tx   <= sh[0];
                sh   <= sh >> 1;           // 移进来的 0 永远不会被送出
                nbit <= nbit + 4'd1;
            end
        end else begin
            cnt <= cnt + 2'd1;
        end
    end
endmodule
