module TopModule(
    input  clk,
    input  reset,
    input  wall_l,
    input  wall_r,
    input  hole,
    input  dig,
    output walk_l,
    output walk_r,
    output fall,
    output digging
);
    // 在这里写你的代码

endmodule
