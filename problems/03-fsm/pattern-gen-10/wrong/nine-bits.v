// 常见错误：计数终值差一，在第 9 位就回到空闲，最后一位没有送出
module TopModule(input clk, input reset, input go, output out, output busy);
    localparam [9:0] PATTERN = 10'b1101110010;
    localparam IDLE = 4'd10;
    reg [3:0] state;
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else if (state == IDLE) state <= go ? 4'd0 : IDLE;
        else if (state == 4'd8) state <= IDLE;
        else state <= state + 4'd1;
    end
    assign busy = (state != IDLE);
    assign out = busy ? PATTERN[4'd9 - state] : 1'b0;
endmodule
