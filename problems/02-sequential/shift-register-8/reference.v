module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            sin,
    output reg [7:0] q
);
    always @(posedge clk) begin
        if (reset)
            q <= 8'd0;
        else if (en)
            q <= {q[6:0], sin};
    end
endmodule
