module TopModule(
    input            clk,
    input            rst_n,
    input            en,
    output reg [3:0] q
);
    // 4 位计数器：异步复位（低电平有效），en = 1 时每个上升沿加 1
    always @(posedge clk or posedge rst_n) begin
        if (rst_n)
            q <= 4'd0;
        else if (en)
            q <= q + 4'd1;
    end
endmodule
