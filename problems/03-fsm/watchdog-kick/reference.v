module TopModule(
    input  clk,
    input  reset,
    input  arm,
    input  kick,
    output watching,
    output warn,
    output expired
);
    localparam OFF   = 2'd0,  // 未启动
               WATCH = 2'd1,  // 看守中：计数没有喂狗的周期
               BARK  = 2'd2;  // 超时，直到重新 arm

    reg [1:0] state;
    reg [2:0] idle;           // 上次 arm/kick 之后过了几个周期（0～7）：3 位正好数到第 8 个周期

    always @(posedge clk) begin
        if (reset) begin
            state <= OFF;
            idle  <= 3'd0;
        end else begin
            case (state)
                OFF, BARK:
                    if (arm) begin
                        state <= WATCH;
                        idle  <= 3'd0;        // 进入看守时计数一定从 0 开始
                    end
                WATCH:
                    if (arm || kick)
                        idle <= 3'd0;         // 喂狗：重新计时
                    else if (idle == 3'd7)
                        state <= BARK;        // 连续第 8 个周期没有喂狗
                    else
                        idle <= idle + 3'd1;
                default:
                    state <= OFF;
            endcase
        end
    end

    // Moore 型输出
    assign watching = (state == WATCH);
    assign warn     = (state == WATCH) && (idle >= 3'd6);   // 再过两个周期就要超时
    assign expired  = (state == BARK);
endmodule
