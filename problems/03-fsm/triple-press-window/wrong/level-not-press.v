// 常见错误：把“btn 为 1”当成“按下”，按住不放的每个周期都被算作一次按下
module TopModule(input clk, input reset, input btn, output triple);
    localparam IDLE = 2'd0, ONE = 2'd1, TWO = 2'd2, FIRE = 2'd3;
    reg [1:0] state;
    reg [2:0] age;
    wire timeout = (age == 3'd7);
    always @(posedge clk) begin
        if (reset) begin
            state <= IDLE; age <= 3'd0;
        end else if (state == IDLE || state == FIRE || timeout) begin
            state <= btn ? ONE : IDLE; age <= 3'd0;
        end else begin
            age <= age + 3'd1;
            if (btn) state <= (state == ONE) ? TWO : FIRE;
        end
    end
    assign triple = (state == FIRE);
endmodule
