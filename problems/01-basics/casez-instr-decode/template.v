module TopModule(
    input      [7:0] instr,
    output reg [2:0] kind,
    output reg [1:0] rd,
    output reg [4:0] imm
);
    // 在这里写你的代码

endmodule
