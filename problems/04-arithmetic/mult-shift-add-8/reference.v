module TopModule(
    input             clk,
    input             reset,
    input             start,
    input      [7:0]  a,
    input      [7:0]  b,
    output reg        busy,
    output reg        done,
    output reg [15:0] product
);
    // 数据通路：被乘数每步左移一位，乘数每步右移一位，乘数最低位为 1 时把被乘数加进部分积。
    // 这几个寄存器不需要复位：busy = 0 时它们的值没有意义，每次 start 都会重新装入
    reg [15:0] mcand;
    reg [7:0]  mplier;
    reg [15:0] acc;
    reg [2:0]  step;     // 已经做了几步（0～7）；8 步恰好用 3 位计数

    wire [15:0] acc_next = acc + (mplier[0] ? mcand : 16'd0);

    always @(posedge clk) begin
        if (reset) begin
            busy    <= 1'b0;
            done    <= 1'b0;
            product <= 16'd0;
        end else begin
            done <= 1'b0;                        // done 只持续一个周期
            if (!busy) begin
                if (start) begin                 // 空闲时才接受 start，并在这一刻锁存操作数
                    mcand  <= {8'd0, a};
                    mplier <= b;
                    acc    <= 16'd0;
                    step   <= 3'd0;
                    busy   <= 1'b1;
                end
            end else begin
                if (step == 3'd7) begin          // 第 8 步：乘数的 8 位都处理完了
                    busy    <= 1'b0;
                    done    <= 1'b1;
                    product <= acc_next;
                end
                acc    <= acc_next;
                mcand  <= mcand << 1;
                mplier <= mplier >> 1;
                step   <= step + 3'd1;
            end
        end
    end
endmodule
