// 常见错误：将满的门限写成了 count > 6，有 6 个数据时没有提醒
module TopModule(input clk, input reset, input wr_en, input rd_en, input [7:0] din,
                 output reg [7:0] dout, output full, output empty, output almost_full, output reg [3:0] count);
    reg [7:0] mem [0:7];
    reg [2:0] wptr, rptr;
    assign empty = (count == 4'd0);
    assign full = (count == 4'd8);
    assign almost_full = (count > 4'd6);
    wire do_write = wr_en && !full;
    wire do_read = rd_en && !empty;
    always @(posedge clk) begin
        if (reset) begin
            wptr <= 3'd0; rptr <= 3'd0; count <= 4'd0; dout <= 8'd0;
        end else begin
            if (do_write) begin mem[wptr] <= din; wptr <= wptr + 3'd1; end
            if (do_read) begin dout <= mem[rptr]; rptr <= rptr + 3'd1; end
            if (do_write && !do_read) count <= count + 4'd1;
            else if (do_read && !do_write) count <= count - 4'd1;
        end
    end
endmodule
