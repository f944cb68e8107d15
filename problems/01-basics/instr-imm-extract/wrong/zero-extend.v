// 常见错误：高位补 0（零扩展）而不是符号扩展，负的立即数变成了很大的正数
module TopModule(input [31:0] inst, output [31:0] imm_i, output [31:0] imm_s, output [31:0] imm_b, output [31:0] imm_u);
    assign imm_i = {20'b0, inst[31:20]};
    assign imm_s = {20'b0, inst[31:25], inst[11:7]};
    assign imm_b = {19'b0, inst[31], inst[7], inst[30:25], inst[11:8], 1'b0};
    assign imm_u = {inst[31:12], 12'b0};
endmodule
