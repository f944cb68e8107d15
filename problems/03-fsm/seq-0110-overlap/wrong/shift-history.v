// 常见错误：用移位寄存器记住最近 4 位再比较，但复位把历史清成 0000，复位后只收到 110 就误报一次
module TopModule(input clk, input reset, input in, output match);
    reg [3:0] hist;
    always @(posedge clk) begin
        if (reset) hist <= 4'b0000;
        else hist <= {hist[2:0], in};
    end
    assign match = (hist == 4'b0110);
endmodule
