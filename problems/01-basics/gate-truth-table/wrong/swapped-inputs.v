// 常见错误：把 a 和 b 的角色看反了，写成了 ~a | b
module TopModule(input a, input b, output y);
    assign y = ~a | b;
endmodule
