// 常见错误：下游停住时把上游的新数据直接写进了 m_data；m_valid = 1 而 m_ready = 0 时，m_data 必须保持不变
module TopModule(
    input            clk,
    input            reset,
    // 上游：送数据进来
    input            s_valid,
    input      [7:0] s_data,
    output           s_ready,
    // 下游：把数据送出去
    output reg       m_valid,
    output reg [7:0] m_data,
    input            m_ready
);
    // 备用寄存器（skid）：下游停住时，接住上游在这一拍已经送出的那一个数据
    reg       skid_valid;
    reg [7:0] skid_data;

    // s_ready 只由寄存器决定，不经过任何组合路径连到 m_ready
    assign s_ready = ~skid_valid;

    wire s_fire = s_valid & s_ready;
    wire m_free = m_ready | ~m_valid;   // 输出寄存器这一拍会空出来（被取走或本来就空）

    always @(posedge clk) begin
        if (reset) begin
            m_valid    <= 1'b0;
            m_data     <= 8'd0;
            skid_valid <= 1'b0;
        end else if (m_free) begin
            if (skid_valid) begin           // 先送备用寄存器里更早的那个数据
                m_valid    <= 1'b1;
                m_data     <= skid_data;
                skid_valid <= 1'b0;
            end else begin
                m_valid <= s_fire;
                if (s_fire)
                    m_data <= s_data;
            end
        end else if (s_fire) begin
            skid_valid <= 1'b1;
            skid_data  <= m_data;
            m_data     <= s_data;
        end
    end
endmodule
