module TopModule(
    input            clk,
    input            reset,
    input            start,
    input      [7:0] dividend,
    input      [7:0] divisor,
    output reg       busy,
    output reg       done,
    output reg [7:0] quotient,
    output reg [7:0] remainder,
    output reg       div_zero
);
    // 数据通路：部分余数 rem，商寄存器 quo（开始时装入被除数，被除数的位从左边移出、商的位从右边移入），锁存的除数 dvs。
    // 这几个寄存器不需要复位：每次 start 都会重新装入
    reg [7:0] rem;
    reg [7:0] quo;
    reg [7:0] dvs;
    reg [2:0] step;

    // 一步：部分余数左移一位，移进被除数的下一位，再试减除数。
    // 第 k 步之前 rem 不超过被除数的前 k − 1 位，小于 2^(k−1)，所以左移再接一位最大 255：8 位就够；
    // 试减要多一位，第 9 位为 1 表示不够减（借位）
    wire [7:0] shifted = {rem[6:0], quo[7]};
    wire [8:0] trial   = {1'b0, shifted} - {1'b0, dvs};
    wire       fits    = ~trial[8];
    // 够减：留下差；不够减：恢复为减之前的值
    wire [7:0] rem_next = fits ? trial[7:0] : shifted;
    wire [7:0] quo_next = {quo[6:0], fits};

    always @(posedge clk) begin
        if (reset) begin
            busy      <= 1'b0;
            done      <= 1'b0;
            quotient  <= 8'd0;
            remainder <= 8'd0;
            div_zero  <= 1'b0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    rem  <= 8'd0;
                    quo  <= dividend;
                    dvs  <= divisor;
                    step <= 3'd0;
                    busy <= 1'b1;
                end
            end else begin
                if (step == 3'd7) begin          // 第 8 步：被除数的 8 位都落下来了
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= quo_next;
                    remainder <= rem_next;
                    div_zero  <= (dvs == 8'd0);
                end
                rem  <= rem_next;
                quo  <= quo_next;
                step <= step + 3'd1;
            end
        end
    end
endmodule
