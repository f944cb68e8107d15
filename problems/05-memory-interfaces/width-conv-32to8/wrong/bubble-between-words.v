// 常见错误：in_ready 只在完全空着时为 1，最后一个字节被取走的那一拍不能接新字，每个字之间都空一拍，吞吐率只有 4/5
module TopModule(
    input         clk,
    input         reset,
    input         in_valid,
    input  [31:0] in_data,
    output        in_ready,
    output        out_valid,
    input         out_ready,
    output [7:0]  out_data
);
    reg [31:0] word;    // 正在拆的字
    reg [1:0]  idx;     // 下一个要送出的字节编号（0～3）
    reg        full;    // word 里还有没送完的字节

    assign out_valid = full;
    assign out_data  = word[idx*8 +: 8];     // 先送最低字节

    wire out_fire = full & out_ready;
    wire last     = (idx == 2'd3);
    // 空着，或者最后一个字节正在这一拍被取走：都能收下一个字
    assign in_ready = ~full;
    wire in_fire  = in_valid & in_ready;

    always @(posedge clk) begin
        if (reset) begin
            word <= 32'd0;
            idx  <= 2'd0;
            full <= 1'b0;
        end else if (in_fire) begin
            word <= in_data;
            idx  <= 2'd0;
            full <= 1'b1;
        end else if (out_fire) begin
            idx <= idx + 2'd1;
            if (last)
                full <= 1'b0;
        end
    end
endmodule
