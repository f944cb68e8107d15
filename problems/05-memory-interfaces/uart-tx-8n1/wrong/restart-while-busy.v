// 常见错误：发送途中没有忽略 start，新的请求把正在发送的帧打断，从起始位重新开始
module TopModule(input clk, input reset, input start, input [7:0] din, output reg tx, output reg busy);
    reg [1:0] cnt;
    reg [3:0] nbit;
    reg [8:0] sh;
    always @(posedge clk) begin
        if (reset) begin
            tx <= 1'b1; busy <= 1'b0; cnt <= 2'd0; nbit <= 4'd0;
        end else if (start) begin
            sh <= {1'b1, din}; tx <= 1'b0; busy <= 1'b1; cnt <= 2'd0; nbit <= 4'd0;
        end else if (busy) begin
            if (cnt == 2'd3) begin
                cnt <= 2'd0;
                if (nbit == 4'd9) begin busy <= 1'b0; tx <= 1'b1; end
                else begin tx <= sh[0]; sh <= {1'b1, sh[8:1]}; nbit <= nbit + 4'd1; end
            end else cnt <= cnt + 2'd1;
        end
    end
endmodule
