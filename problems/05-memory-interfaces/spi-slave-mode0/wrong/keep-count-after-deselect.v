// 常见错误：片选拉高时没有把位计数清零；上一次传输只传了半个字节，下一次的字节边界就错位了
module TopModule(
    input            clk,
    input            reset,
    input            cs_n,
    input            sclk,
    input            mosi,
    input      [7:0] tx_data,
    output           miso,
    output reg [7:0] rx_data,
    output reg       rx_valid
);
    reg       sclk_d;     // 上一拍采到的 sclk，用来找边沿
    reg       cs_d;       // 上一拍采到的 cs_n，用来找片选的下降沿
    reg [2:0] cnt;        // 当前字节已收到几位（0～7），收满 8 位自然回到 0
    reg [7:0] rx_sh;
    reg [7:0] tx_sh;      // miso 就是它的最高位

    wire rise = sclk & ~sclk_d;
    wire fall = ~sclk & sclk_d;

    assign miso = tx_sh[7];

    always @(posedge clk) begin
        rx_valid <= 1'b0;
        if (reset) begin
            sclk_d  <= 1'b0;
            cs_d    <= 1'b1;
            cnt     <= 3'd0;
            tx_sh   <= 8'd0;
            rx_data <= 8'd0;
        end else begin
            sclk_d <= sclk;
            cs_d   <= cs_n;
            if (cs_n) begin
                tx_sh <= 8'd0;
            end else if (cs_d) begin        // 片选刚拉低：装入第一个要回送的字节
                tx_sh <= tx_data;
            end else if (rise) begin        // sclk 上升沿：采样 mosi
                rx_sh <= {rx_sh[6:0], mosi};
                cnt   <= cnt + 3'd1;
                if (cnt == 3'd7) begin
                    rx_data  <= {rx_sh[6:0], mosi};
                    rx_valid <= 1'b1;
                end
            end else if (fall) begin        // sclk 下降沿：换下一位，字节边界处装入新字节
                if (cnt == 3'd0)
                    tx_sh <= tx_data;
                else
                    tx_sh <= {tx_sh[6:0], 1'b0};
            end
        end
    end
endmodule
