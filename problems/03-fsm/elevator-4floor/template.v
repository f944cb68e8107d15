module TopModule(
    input        clk,
    input        reset,
    input        call,
    input  [1:0] call_floor,
    output [1:0] floor,
    output       up,
    output       door,
    output [3:0] pending
);
    // 在这里写你的代码

endmodule
