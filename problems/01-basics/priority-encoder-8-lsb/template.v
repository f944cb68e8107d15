module TopModule(
    input      [7:0] req,
    output     [7:0] grant,
    output reg [2:0] idx,
    output           valid
);
    // 在这里写你的代码

endmodule
