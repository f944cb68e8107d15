module TopModule(
    input        clk,
    input        reset,
    input        wr_en,
    input        rd_en,
    input  [7:0] din,
    output [7:0] dout,
    output       valid,
    output       full,
    output reg [2:0] count
);
    reg [7:0] mem [0:3];
    reg [1:0] wptr, rptr;

    assign valid = (count != 3'd0);
    assign full  = (count == 3'd4);
    assign dout  = valid ? mem[rptr] : 8'd0;     // 队头一直摆在输出上

    wire do_read  = rd_en && valid;
    wire do_write = wr_en && (!full || do_read); // 满时，同一拍的读腾出一个位置

    always @(posedge clk) begin
        if (reset) begin
            wptr  <= 2'd0;
            rptr  <= 2'd0;
            count <= 3'd0;
        end else begin
            if (do_write) begin
                mem[wptr] <= din;
                wptr      <= wptr + 2'd1;
            end
            if (do_read)
                rptr <= rptr + 2'd1;
            if (do_write && !do_read)
                count <= count + 3'd1;
            else if (do_read && !do_write)
                count <= count - 3'd1;
        end
    end
endmodule
