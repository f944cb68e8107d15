module TopModule(
    input            clk,
    input            reset,
    input            rx,
    output reg [7:0] data,
    output reg       valid,
    output reg       parity_err,
    output reg       frame_err
);
    localparam IDLE = 3'd0,   // 线路空闲，等起始位
               BITS = 3'd1,   // 收 8 个数据位
               PAR  = 3'd2,   // 收校验位
               STOP = 3'd3,   // 检查停止位，给出结果
               WAIT = 3'd4;   // 停止位错了：等线路回到 1

    reg [2:0] state;
    reg [2:0] count;          // 已收到几个数据位（0～7）
    reg [7:0] shift;          // 最低位先到，从高端移入
    reg       odd;            // 到目前为止收到的 1 的个数是否为奇数（数据位和校验位）

    always @(posedge clk) begin
        valid      <= 1'b0;
        parity_err <= 1'b0;
        frame_err  <= 1'b0;
        if (reset) begin
            state <= IDLE;
            data  <= 8'd0;
        end else begin
            case (state)
                IDLE:
                    if (!rx) begin
                        state <= BITS;
                        count <= 3'd0;
                        odd   <= 1'b0;        // 每一帧重新统计
                    end
                BITS: begin
                    shift <= {rx, shift[7:1]};
                    odd   <= odd ^ rx;
                    count <= count + 3'd1;
                    if (count == 3'd7)
                        state <= PAR;
                end
                PAR: begin
                    odd   <= odd ^ rx;        // 偶校验：连同校验位，1 的个数应为偶数
                    state <= STOP;
                end
                STOP:
                    if (!rx) begin
                        frame_err <= 1'b1;    // 帧错误优先：这一帧整个不可信
                        state     <= WAIT;
                    end else begin
                        if (odd)
                            parity_err <= 1'b1;
                        else begin
                            data  <= shift;
                            valid <= 1'b1;
                        end
                        state <= IDLE;
                    end
                default:                      // WAIT 及未用编码
                    if (rx)
                        state <= IDLE;
            endcase
        end
    end
endmodule
