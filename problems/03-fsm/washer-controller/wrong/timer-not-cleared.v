// 常见错误：进入下一阶段时忘了把计时器清零，漂洗从洗涤剩下的计数接着数
module TopModule(
    input            clk,
    input            reset,
    input            start,
    input            door,
    input            full,
    output           lock,
    output           water_in,
    output reg [1:0] motor,
    output           done
);
    localparam IDLE  = 3'd0,   // 待机
               FILL  = 3'd1,   // 进水，直到水满
               WASH  = 3'd2,   // 洗涤 6 个周期
               RINSE = 3'd3,   // 漂洗 4 个周期
               SPIN  = 3'd4,   // 脱水 5 个周期
               DONE  = 3'd5;   // 结束提示 1 个周期

    reg [2:0] state;
    reg [2:0] timer;           // 本阶段已运行的周期数减 1；最长的阶段 6 个周期，3 位够用
    reg       paused;          // 运转中门被打开：一切冻结

    wire running = (state == FILL) || (state == WASH) || (state == RINSE) || (state == SPIN);

    always @(posedge clk) begin
        if (reset) begin
            state  <= IDLE;
            timer  <= 3'd0;
            paused <= 1'b0;
        end else if (running && door) begin
            paused <= 1'b1;            // 门开：暂停，状态和计时都不动
        end else if (paused) begin
            paused <= 1'b0;            // 门关上后的这一拍只恢复，不计时
        end else begin
            case (state)
                IDLE:
                    if (start && !door)
                        state <= FILL;         // 门开着不能启动
                FILL:
                    if (full) begin
                        state <= WASH;
                        timer <= 3'd0;
                    end
                WASH:
                    if (timer == 3'd5) begin
                        state <= RINSE;
                    end else
                        timer <= timer + 3'd1;
                RINSE:
                    if (timer == 3'd3) begin
                        state <= SPIN;
                        timer <= 3'd0;
                    end else
                        timer <= timer + 3'd1;
                SPIN:
                    if (timer == 3'd4)
                        state <= DONE;
                    else
                        timer <= timer + 3'd1;
                default:                       // DONE
                    state <= IDLE;
            endcase
        end
    end

    // Moore 型输出：由状态（含暂停标志）决定；暂停时所有执行机构停下
    wire active = running && !paused;
    assign lock     = active;
    assign water_in = active && (state == FILL || state == RINSE);
    assign done     = (state == DONE);

    always @(*) begin
        if (!active)
            motor = 2'd0;
        else if (state == SPIN)
            motor = 2'd2;              // 高速脱水
        else if (state == WASH || state == RINSE)
            motor = 2'd1;              // 低速转动
        else
            motor = 2'd0;              // 进水时不转
    end
endmodule
