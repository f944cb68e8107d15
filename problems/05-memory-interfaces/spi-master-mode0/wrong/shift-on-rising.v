// 常见错误：mosi 在 sclk 上升的同一拍就换成下一位，对方在上升沿采到的已经是下一位了
module TopModule(
    input            clk,
    input            reset,
    input            start,
    input      [7:0] tx_data,
    input            miso,
    output reg       sclk,
    output           mosi,
    output reg       cs_n,
    output reg [7:0] rx_data,
    output reg       done
);
    localparam IDLE = 2'd0, XFER = 2'd1, FINISH = 2'd2;

    reg [1:0] state;
    reg [3:0] cnt;        // 传输中的第几个时钟（0～15）：偶数拍 sclk 升，奇数拍 sclk 降
    reg [7:0] tx_sh;      // 待发送的位，最高位先送；mosi 就是它的最高位
    reg [7:0] rx_sh;      // 已收到的位，从低端移入

    assign mosi = tx_sh[7];

    always @(posedge clk) begin
        done <= 1'b0;
        if (reset) begin
            state   <= IDLE;
            sclk    <= 1'b0;
            cs_n    <= 1'b1;
            tx_sh   <= 8'd0;
            rx_data <= 8'd0;
        end else begin
            case (state)
                IDLE:
                    if (start) begin
                        cs_n  <= 1'b0;
                        tx_sh <= tx_data;    // 最高位立刻出现在 mosi 上，赶在第一个 sclk 上升沿之前
                        cnt   <= 4'd0;
                        state <= XFER;
                    end
                XFER: begin
                    if (!cnt[0]) begin
                        sclk  <= 1'b1;
                        rx_sh <= {rx_sh[6:0], miso};
                        tx_sh <= {tx_sh[6:0], 1'b0};
                    end else begin
                        sclk  <= 1'b0;
                    end
                    cnt <= cnt + 4'd1;
                    if (cnt == 4'd15)
                        state <= FINISH;
                end
                default: begin                         // FINISH：拉高片选，交出收到的字节
                    cs_n    <= 1'b1;
                    rx_data <= rx_sh;
                    done    <= 1'b1;
                    state   <= IDLE;
                end
            endcase
        end
    end
endmodule
