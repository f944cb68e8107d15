module TopModule(
    input  [31:0] inst,
    output [31:0] imm_i,
    output [31:0] imm_s,
    output [31:0] imm_b,
    output [31:0] imm_u
);
    // 在这里写你的代码

endmodule
