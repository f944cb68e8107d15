module TopModule(
    input      [7:0] in,
    output reg [2:0] idx,
    output reg       err
);
    always @(*) begin
        idx = 3'd0;
        err = 1'b0;
        case (in)
            8'b0000_0001: idx = 3'd0;
            8'b0000_0010: idx = 3'd1;
            8'b0000_0100: idx = 3'd2;
            8'b0000_1000: idx = 3'd3;
            8'b0001_0000: idx = 3'd4;
            8'b0010_0000: idx = 3'd5;
            8'b0100_0000: idx = 3'd6;
            8'b1000_0000: idx = 3'd7;
            default:      err = 1'b1;
        endcase
    end
endmodule
