module TopModule(
    input            clk,
    input            reset,
    input            wr_en,
    input            rd_en,
    input      [7:0] din,
    output reg [7:0] dout,
    output           full,
    output           empty,
    output     [2:0] count
);
    reg [7:0] mem [0:3];
    // 指针比地址多一位：低 2 位是存储地址，最高位每绕一圈翻转一次
    reg [2:0] wptr, rptr;

    assign count = wptr - rptr;
    assign empty = (wptr == rptr);
    // 满：写指针比读指针多绕了一圈，地址又回到了同一格
    assign full  = (wptr[2] != rptr[2]) && (wptr[1:0] == rptr[1:0]);

    // 满、空都按这个上升沿之前的状态判断
    wire do_write = wr_en && !full;
    wire do_read  = rd_en && !empty;

    always @(posedge clk) begin
        if (reset) begin
            wptr <= 3'd0;
            rptr <= 3'd0;
            dout <= 8'd0;
        end else begin
            if (do_write) begin
                mem[wptr[1:0]] <= din;
                wptr <= wptr + 3'd1;
            end
            if (do_read) begin
                dout <= mem[rptr[1:0]];
                rptr <= rptr + 3'd1;
            end
        end
    end
endmodule
