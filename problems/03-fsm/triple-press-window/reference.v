module TopModule(
    input  clk,
    input  reset,
    input  btn,
    output triple
);
    localparam IDLE = 2'd0,   // 窗口没有打开
               ONE  = 2'd1,   // 窗口内已按 1 次
               TWO  = 2'd2,   // 窗口内已按 2 次
               FIRE = 2'd3;   // 刚好第 3 次：triple 为 1 的那一个周期

    reg [1:0] state;
    reg [2:0] age;            // 窗口打开后又过了几个上升沿（0～7）
    reg       last;           // 上一个上升沿采到的 btn，用来找出“按下”

    wire timeout = (age == 3'd7);       // 第一次按下之后已过 7 个上升沿：窗口在这一拍之前结束

    always @(posedge clk) begin
        last <= btn;                    // 复位期间也照常采样
        if (reset) begin
            state <= IDLE;
            age   <= 3'd0;
        end else if (state == IDLE || state == FIRE || timeout) begin
            // 窗口之外：一次按下打开新窗口
            state <= (btn && !last) ? ONE : IDLE;   // 按下：这一拍 btn 由 0 变 1
            age   <= 3'd0;
        end else begin
            age <= age + 3'd1;
            if (btn && !last)
                state <= (state == ONE) ? TWO : FIRE;
        end
    end

    // Moore 型：第 3 次按下的那个上升沿之后给出一个周期的脉冲
    assign triple = (state == FIRE);
endmodule
