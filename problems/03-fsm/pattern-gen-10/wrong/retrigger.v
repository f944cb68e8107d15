// 常见错误：送图样的过程中再来一个 go 就从头开始，没有按题目要求忽略它
module TopModule(input clk, input reset, input go, output out, output busy);
    localparam [9:0] PATTERN = 10'b1101110010;
    localparam IDLE = 4'd10;
    reg [3:0] state;
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else if (go) state <= 4'd0;
        else if (state == 4'd9) state <= IDLE;
        else if (state != IDLE) state <= state + 4'd1;
    end
    assign busy = (state != IDLE);
    assign out = busy ? PATTERN[4'd9 - state] : 1'b0;
endmodule
