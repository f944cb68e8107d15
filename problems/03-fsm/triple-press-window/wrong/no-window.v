// 常见错误：漏掉了窗口超时这条转移，隔多久按满 3 次都算
module TopModule(input clk, input reset, input btn, output triple);
    localparam IDLE = 2'd0, ONE = 2'd1, TWO = 2'd2, FIRE = 2'd3;
    reg [1:0] state;
    reg last;
    wire press = btn && !last;
    always @(posedge clk) last <= btn;
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else if (state == IDLE || state == FIRE) state <= press ? ONE : IDLE;
        else if (press) state <= (state == ONE) ? TWO : FIRE;
    end
    assign triple = (state == FIRE);
endmodule
