module TopModule(
    input            clk,
    input            reset,
    input            rx,
    output reg [7:0] data,
    output reg       valid,
    output reg       frame_err
);
    localparam IDLE = 2'd0,   // 线路空闲，等起始位
               BITS = 2'd1,   // 收 8 个数据位
               STOP = 2'd2,   // 检查停止位
               WAIT = 2'd3;   // 停止位错了：等线路回到 1 再找下一个起始位

    reg [1:0] state;
    reg [2:0] count;          // 已收到几个数据位（0～7）
    reg [7:0] shift;          // 先收到的是最低位：从高端移入，8 次后正好就位

    always @(posedge clk) begin
        valid     <= 1'b0;    // 两个脉冲默认为 0，只在停止位那一拍置 1
        frame_err <= 1'b0;
        if (reset) begin
            state <= IDLE;
            count <= 3'd0;
            data  <= 8'd0;
        end else begin
            case (state)
                IDLE:
                    if (!rx) begin
                        state <= BITS;
                        count <= 3'd0;
                    end
                BITS: begin
                    shift <= {rx, shift[7:1]};
                    count <= count + 3'd1;
                    if (count == 3'd7)
                        state <= STOP;
                end
                STOP:
                    if (rx) begin
                        data  <= shift;
                        valid <= 1'b1;
                        state <= IDLE;
                    end else begin
                        frame_err <= 1'b1;
                        state     <= WAIT;
                    end
                default:              // WAIT
                    if (rx)
                        state <= IDLE;
            endcase
        end
    end
endmodule
