// 常见错误：照着十进制那一列抄，却写成了十六进制字面量，8'h10 其实是 16，不是 10
module TopModule(input [3:0] addr, output reg [7:0] level);
    always @(*) begin
        case (addr)
            4'd0:  level = 8'h0;
            4'd1:  level = 8'h1;
            4'd2:  level = 8'h5;
            4'd3:  level = 8'h10;
            4'd4:  level = 8'h18;
            4'd5:  level = 8'h28;
            4'd6:  level = 8'h41;
            4'd7:  level = 8'h56;
            4'd8:  level = 8'h73;
            4'd9:  level = 8'h92;
            4'd10: level = 8'd113;
            4'd11: level = 8'd137;
            4'd12: level = 8'd163;
            4'd13: level = 8'd192;
            4'd14: level = 8'd222;
            4'd15: level = 8'd255;
        endcase
    end
endmodule
