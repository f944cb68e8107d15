module TopModule(
    input      [7:0] x,
    output reg [7:0] mag,
    output reg       neg
);
    always @(*) begin
        if (x[7]) begin
            neg = 1'b1;
            mag = ~x + 8'd1;
        end else begin
            neg = 1'b0;
            mag = x;
        end
    end
endmodule
