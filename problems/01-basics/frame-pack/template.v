module TopModule(
    input  [1:0]  ver,
    input         urgent,
    input  [5:0]  len,
    input  [15:0] data,
    output [31:0] frame,
    output [15:0] fast
);
    // 在这里写你的代码

endmodule
