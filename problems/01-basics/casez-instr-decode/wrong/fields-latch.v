// 常见错误：rd、imm 只在用到的分支里赋值，其他指令下保持上一条指令的字段（锁存器）
module TopModule(input [7:0] instr, output reg [2:0] kind, output reg [1:0] rd, output reg [4:0] imm);
    always @(*) begin
        casez (instr)
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
