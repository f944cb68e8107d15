// 常见错误：移位寄存器存最近 3 位再比较，复位清成 000 却没记住“复位后收了几位”，复位后只收到 11 就误报 011
module TopModule(input clk, input reset, input in, output hit_a, output hit_b);
    reg [2:0] hist;
    always @(posedge clk) begin
        if (reset) hist <= 3'b000;
        else hist <= {hist[1:0], in};
    end
    assign hit_a = (hist == 3'b110);
    assign hit_b = (hist == 3'b011);
endmodule
