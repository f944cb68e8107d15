module TopModule(
    input  a,
    input  b,
    output y
);
    // 波形里 a、b 相同时 y = 1，不同时 y = 0：同或门
    assign y = ~(a ^ b);
endmodule
