// 常见错误：水位直接拿格雷码做减法，没有先把 rq2_gray 转回二进制
module TopModule(input clk, input reset, input wr_en, input [4:0] rq2_gray,
                 output [3:0] waddr, output reg [4:0] wptr_gray, output full, output [4:0] level);
    reg [4:0] wbin;
    assign full = (wptr_gray == {~rq2_gray[4:3], rq2_gray[2:0]});
    wire [4:0] wbin_next = wbin + {4'd0, (wr_en && !full)};
    wire [4:0] wgray_next = wbin_next ^ (wbin_next >> 1);
    always @(posedge clk) begin
        if (reset) begin wbin <= 5'd0; wptr_gray <= 5'd0; end
        else begin wbin <= wbin_next; wptr_gray <= wgray_next; end
    end
    assign waddr = wbin[3:0];
    wire [4:0] rbin;
    assign rbin[4] = rq2_gray[4];
    assign rbin[3] = rbin[4] ^ rq2_gray[3];
    assign rbin[2] = rbin[3] ^ rq2_gray[2];
    assign rbin[1] = rbin[2] ^ rq2_gray[1];
    assign rbin[0] = rbin[1] ^ rq2_gray[0];
    assign level = wbin - rq2_gray;
endmodule
