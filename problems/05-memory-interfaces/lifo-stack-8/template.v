module TopModule(
    input        clk,
    input        reset,
    input        push,
    input        pop,
    input  [7:0] din,
    output [7:0] top,
    output [3:0] count,
    output       empty,
    output       full,
    output       overflow,
    output       underflow
);
    // 在这里写你的代码

endmodule
