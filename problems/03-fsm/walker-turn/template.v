module TopModule(
    input  clk,
    input  reset,
    input  wall_l,
    input  wall_r,
    output walk_l,
    output walk_r
);
    // 在这里写你的代码

endmodule
