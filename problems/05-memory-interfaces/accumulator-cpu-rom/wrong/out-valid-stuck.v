// 常见错误：dout_valid 只在 OUT 时置 1，却没有在其他指令时清零，执行过一次 OUT 之后就一直为 1
module TopModule(
    input            clk,
    input            reset,
    input      [7:0] din,
    output reg [3:0] pc,
    output reg [7:0] acc,
    output reg [7:0] dout,
    output reg       dout_valid
);
    // 程序存储器（ROM）：高 4 位操作码，低 4 位操作数
    reg [7:0] instr;
    always @(*) begin
        case (pc)
            4'd0:    instr = 8'h40;   // IN
            4'd1:    instr = 8'h9A;   // JZ   10
            4'd2:    instr = 8'h60;   // SHL
            4'd3:    instr = 8'h50;   // ADDIN
            4'd4:    instr = 8'h31;   // SUBI 1
            4'd5:    instr = 8'h70;   // OUT
            4'd6:    instr = 8'h23;   // ADDI 3
            4'd7:    instr = 8'h70;   // OUT
            4'd8:    instr = 8'h00;   // NOP
            4'd9:    instr = 8'h80;   // JMP  0
            4'd10:   instr = 8'h1F;   // LDI  15
            4'd11:   instr = 8'h70;   // OUT
            4'd12:   instr = 8'h35;   // SUBI 5
            4'd13:   instr = 8'h9F;   // JZ   15
            4'd14:   instr = 8'h8B;   // JMP  11
            default: instr = 8'h80;   // JMP  0
        endcase
    end

    wire [3:0] op = instr[7:4];
    wire [3:0] k  = instr[3:0];
    wire [7:0] kz = {4'd0, k};        // 立即数零扩展

    always @(posedge clk) begin
        if (reset) begin
            dout_valid <= 1'b0;
            pc   <= 4'd0;
            acc  <= 8'd0;
            dout <= 8'd0;
        end else begin
            pc <= pc + 4'd1;          // 默认顺序执行，跳转时下面的赋值覆盖它
            case (op)
                4'h1: acc <= kz;                      // LDI
                4'h2: acc <= acc + kz;                // ADDI
                4'h3: acc <= acc - kz;                // SUBI
                4'h4: acc <= din;                     // IN
                4'h5: acc <= acc + din;               // ADDIN
                4'h6: acc <= {acc[6:0], 1'b0};        // SHL
                4'h7: begin dout <= acc; dout_valid <= 1'b1; end   // OUT
                4'h8: pc <= k;                        // JMP
                4'h9: if (acc == 8'd0) pc <= k;       // JZ
                default: ;                            // NOP
            endcase
        end
    end
endmodule
