// 常见错误：在时钟块里逐位用阻塞赋值更新独热码，后面的位读到的是这个周期刚改过的新值
module TopModule(input clk, input reset, input btn, input limit, input obstacle, input lock, output [4:0] state, output motor_up, output motor_down);
    reg [4:0] s;
    always @(posedge clk) begin
        if (reset) begin
            s = 5'b00001;
        end else begin
            s[0] = (s[0] & ~lock & ~btn) | (s[3] & ~obstacle & limit) | (s[4] & ~lock);
            s[1] = (s[0] & ~lock & btn) | (s[1] & ~limit) | (s[3] & obstacle);
            s[2] = (s[1] & limit) | (s[2] & ~btn);
            s[3] = (s[2] & btn) | (s[3] & ~obstacle & ~limit);
            s[4] = (s[0] & lock) | (s[4] & lock);
        end
    end
    assign state = s;
    assign motor_up = s[1];
    assign motor_down = s[3];
endmodule
