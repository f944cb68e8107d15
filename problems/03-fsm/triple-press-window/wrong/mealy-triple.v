// 常见错误：写成 Mealy 输出，第 3 次按下的同一个周期（上升沿之前）就给出 triple，早了一拍
module TopModule(input clk, input reset, input btn, output triple);
    localparam IDLE = 2'd0, ONE = 2'd1, TWO = 2'd2;
    reg [1:0] state;
    reg [2:0] age;
    reg last;
    wire press = btn && !last;
    wire timeout = (age == 3'd7);
    always @(posedge clk) last <= btn;
    always @(posedge clk) begin
        if (reset) begin
            state <= IDLE; age <= 3'd0;
        end else if (state == IDLE || timeout) begin
            state <= press ? ONE : IDLE; age <= 3'd0;
        end else begin
            age <= age + 3'd1;
            if (press) state <= (state == ONE) ? TWO : IDLE;
        end
    end
    assign triple = (state == TWO) && press && !timeout;
endmodule
