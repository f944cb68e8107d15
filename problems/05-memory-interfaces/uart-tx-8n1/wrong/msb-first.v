// 常见错误：先送最高位；串口规定最低位 d0 紧跟在起始位之后
module TopModule(input clk, input reset, input start, input [7:0] din, output reg tx, output reg busy);
    reg [1:0] cnt;
    reg [3:0] nbit;
    reg [8:0] sh;
    always @(posedge clk) begin
        if (reset) begin
            tx <= 1'b1; busy <= 1'b0; cnt <= 2'd0; nbit <= 4'd0;
        end else if (!busy) begin
            if (start) begin sh <= {din, 1'b1}; tx <= 1'b0; busy <= 1'b1; cnt <= 2'd0; nbit <= 4'd0; end
        end else if (cnt == 2'd3) begin
            cnt <= 2'd0;
            if (nbit == 4'd9) begin busy <= 1'b0; tx <= 1'b1; end
            else begin tx <= sh[8]; sh <= {sh[7:0], 1'b1}; nbit <= nbit + 4'd1; end
        end else cnt <= cnt + 2'd1;
    end
endmodule
