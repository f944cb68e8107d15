module TopModule(
    input       clk,
    input       reset,
    input       load,
    input       shift,
    input [7:0] din,
    output      sout
);
    reg [7:0] sr;  // 还没送出的数据位，最高位是下一个要送出的

    always @(posedge clk) begin
        if (reset)
            sr <= 8'd0;
        else if (load)
            sr <= din;                   // 装载优先于移位
        else if (shift)
            sr <= {sr[6:0], 1'b0};       // 向高位移动，低位补 0
    end

    // 串行输出直接取最高位：装载或移位之后立刻就能看到下一位
    assign sout = sr[7];
endmodule
