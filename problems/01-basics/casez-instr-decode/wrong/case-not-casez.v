// 常见错误：用了普通 case，? 被当作高阻 z 比较，带 ? 的模式全都匹配不上，落进 default
module TopModule(input [7:0] instr, output reg [2:0] kind, output reg [1:0] rd, output reg [4:0] imm);
    always @(*) begin
        rd  = 2'd0;
        imm = 5'd0;
        case (instr)
            8'b0000_0000: kind = 3'd0;
            8'b1111_1111: kind = 3'd5;
            8'b1???_????: begin kind = 3'd1; rd = instr[6:5]; imm = instr[4:0]; end
            8'b01??_????: begin kind = 3'd2; rd = instr[5:4]; end
            8'b001?_????: begin kind = 3'd3; imm = instr[4:0]; end
            8'b0001_00??: begin kind = 3'd4; rd = instr[1:0]; end
            default:      kind = 3'd7;
        endcase
    end
endmodule
