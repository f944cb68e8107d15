module TopModule(
    input            clk,
    input            reset,
    input      [1:0] mode,
    input            ser_hi,
    input            ser_lo,
    input      [3:0] din,
    output reg [3:0] q
);
    always @(posedge clk) begin
        if (reset)
            q <= 4'b0000;
        else
            case (mode)
                2'b01:   q <= {ser_hi, q[3:1]};  // 向低位移：ser_hi 从最高位进来
                2'b10:   q <= {q[2:0], ser_lo};  // 向高位移：ser_lo 从最低位进来
                2'b11:   q <= din;               // 并行装载
                default: q <= q;                 // 00：保持
            endcase
    end
endmodule
