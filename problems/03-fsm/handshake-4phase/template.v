module TopModule(
    input  clk,
    input  reset,
    input  send,
    input  ack,
    output req,
    output busy,
    output done
);
    // 在这里写你的代码

endmodule
