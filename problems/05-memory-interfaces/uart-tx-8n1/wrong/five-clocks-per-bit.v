// 常见错误：分频计数器终值差一，用 cnt == 4 换位，每一位在线上停了 5 个时钟，波特率慢了 20%
module TopModule(input clk, input reset, input start, input [7:0] din, output reg tx, output reg busy);
    reg [2:0] cnt;
    reg [3:0] nbit;
    reg [8:0] sh;
    always @(posedge clk) begin
        if (reset) begin
            tx <= 1'b1; busy <= 1'b0; cnt <= 3'd0; nbit <= 4'd0;
        end else if (!busy) begin
            if (start) begin sh <= {1'b1, din}; tx <= 1'b0; busy <= 1'b1; cnt <= 3'd0; nbit <= 4'd0; end
        end else if (cnt == 3'd4) begin
            cnt <= 3'd0;
            if (nbit == 4'd9) begin busy <= 1'b0; tx <= 1'b1; end
            else begin tx <= sh[0]; sh <= {1'b1, sh[8:1]}; nbit <= nbit + 4'd1; end
        end else cnt <= cnt + 3'd1;
    end
endmodule
