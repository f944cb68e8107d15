module TopModule(
    input        clk,
    input        reset,
    input        start,
    input        door,
    input        full,
    output       lock,
    output       water_in,
    output [1:0] motor,
    output       done
);
    // 在这里写你的代码

endmodule
