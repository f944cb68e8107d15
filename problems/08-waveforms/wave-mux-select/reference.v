module TopModule(
    input  [1:0] d,
    input        s,
    output [1:0] y
);
    // s = 0：原样通过；s = 1：两位交换（2×2 交叉开关，每一位输出都是一个二选一）
    assign y = s ? {d[0], d[1]} : d;
endmodule
