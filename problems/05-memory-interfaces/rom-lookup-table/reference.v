module TopModule(
    input      [3:0] addr,
    output reg [7:0] level
);
    // 伽马校正表：level = round(255 * (addr / 15)^2)
    always @(*) begin
        case (addr)
            4'd0:    level = 8'd0;
            4'd1:    level = 8'd1;
            4'd2:    level = 8'd5;
            4'd3:    level = 8'd10;
            4'd4:    level = 8'd18;
            4'd5:    level = 8'd28;
            4'd6:    level = 8'd41;
            4'd7:    level = 8'd56;
            4'd8:    level = 8'd73;
            4'd9:    level = 8'd92;
            4'd10:   level = 8'd113;
            4'd11:   level = 8'd137;
            4'd12:   level = 8'd163;
            4'd13:   level = 8'd192;
            4'd14:   level = 8'd222;
            default: level = 8'd255;   // addr = 15
        endcase
    end
endmodule
