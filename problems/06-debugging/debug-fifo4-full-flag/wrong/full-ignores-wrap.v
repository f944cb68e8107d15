// 改错了：满只比较了地址，没看绕圈的那一位；空的时候两个地址也相等，FIFO 一复位就“满”了，什么也写不进去
module TopModule(input clk, input reset, input wr_en, input rd_en, input [7:0] din,
                 output reg [7:0] dout, output full, output empty, output [2:0] count);
    reg [7:0] mem [0:3];
    reg [2:0] wptr, rptr;
    assign count = wptr - rptr;
    assign empty = (wptr == rptr);
    assign full  = (wptr[1:0] == rptr[1:0]);
    wire do_write = wr_en && !full;
    wire do_read  = rd_en && !empty;
    always @(posedge clk) begin
        if (reset) begin
            wptr <= 3'd0; rptr <= 3'd0; dout <= 8'd0;
        end else begin
            if (do_write) begin mem[wptr[1:0]] <= din; wptr <= wptr + 3'd1; end
            if (do_read)  begin dout <= mem[rptr[1:0]]; rptr <= rptr + 3'd1; end
        end
    end
endmodule
