module TopModule(
    input        clk,
    input        reset,
    input        s_valid,
    input  [7:0] s_data,
    output       s_ready,
    output       m_valid,
    output [7:0] m_data,
    input        m_ready
);
    // 在这里写你的代码

endmodule
