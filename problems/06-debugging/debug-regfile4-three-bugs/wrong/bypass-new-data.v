// 改错了：把同址读写的结果硬改成了新写入的数据（write-first 旁路），可题目要求读到写入之前的旧值
module TopModule(input clk, input reset, input we, input [1:0] waddr, input [7:0] wdata,
                 input re, input [1:0] raddr, output reg [7:0] rdata);
    reg [7:0] r0, r1, r2, r3;
    always @(posedge clk) begin
        if (reset) begin
            r0 <= 8'd0; r1 <= 8'd0; r2 <= 8'd0; r3 <= 8'd0;
            rdata <= 8'd0;
        end else begin
            case (waddr)
                2'd0:    if (we) r0 <= wdata;
                2'd1:    if (we) r1 <= wdata;
                2'd2:    if (we) r2 <= wdata;
                default: if (we) r3 <= wdata;
            endcase
            if (re) begin
                if (we && waddr == raddr)
                    rdata <= wdata;
                else case (raddr)
                    2'd0:    rdata <= r0;
                    2'd1:    rdata <= r1;
                    2'd2:    rdata <= r2;
                    default: rdata <= r3;
                endcase
            end
        end
    end
endmodule
