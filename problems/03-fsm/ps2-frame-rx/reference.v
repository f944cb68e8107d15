module TopModule(
    input            clk,
    input            reset,
    input            ps2_clk,
    input            ps2_data,
    output reg [7:0] code,
    output reg       ready,
    output reg       error
);
    localparam IDLE   = 2'd0,  // 等起始位
               DATA   = 2'd1,  // 收 8 个数据位
               PARITY = 2'd2,  // 收校验位
               STOP   = 2'd3;  // 收停止位并给出结论

    reg [1:0] state;
    reg [2:0] count;           // 已收到几个数据位（0～7）
    reg [7:0] shift;           // 最低位先到，从高端移入
    reg       odd;             // 已收的数据位和校验位中 1 的个数是否为奇数
    reg       clk_was;         // 上一个 clk 上升沿采到的 ps2_clk

    always @(posedge clk) begin
        clk_was <= ps2_clk;    // 复位期间也照常采样
        ready   <= 1'b0;
        error   <= 1'b0;
        if (reset) begin
            state <= IDLE;
            code  <= 8'd0;
        end else if (clk_was && !ps2_clk) begin   // 只在 ps2_clk 的下降沿取一位
            case (state)
                IDLE:
                    if (!ps2_data) begin             // 起始位必须是 0，否则不理
                        state <= DATA;
                        count <= 3'd0;
                        odd   <= 1'b0;
                    end
                DATA: begin
                    shift <= {ps2_data, shift[7:1]};
                    odd   <= odd ^ ps2_data;
                    count <= count + 3'd1;
                    if (count == 3'd7)
                        state <= PARITY;
                end
                PARITY: begin
                    odd   <= odd ^ ps2_data;
                    state <= STOP;
                end
                default: begin                       // STOP
                    if (ps2_data && odd) begin       // 奇校验：9 位中 1 的个数为奇数
                        code  <= shift;
                        ready <= 1'b1;
                    end else
                        error <= 1'b1;
                    state <= IDLE;
                end
            endcase
        end
    end
endmodule
