// 常见错误：行号取成了地址的最低两位 addr[1:0]；那是行内偏移，同一行里的 4 个字节被分到了 4 个不同的行
module TopModule(
    input        clk,
    input        reset,
    input  [7:0] addr,
    input        fill,
    input        flush,
    output       hit,
    output       conflict
);
    // 地址划分：标签 addr[7:4]，行号 addr[3:2]，行内偏移 addr[1:0]（不参与查找）
    wire [3:0] tag   = addr[7:4];
    wire [1:0] index = addr[1:0];

    reg [3:0] tag_mem [0:3];
    reg [3:0] valid;

    wire same = (tag_mem[index] == tag);
    assign hit      = valid[index] &  same;
    assign conflict = valid[index] & ~same;   // 这一行存着别的地址的数据

    always @(posedge clk) begin
        if (reset || flush) begin
            valid <= 4'b0000;                 // 清空只需清有效位，标签留着也无妨
        end else if (fill) begin
            tag_mem[index] <= tag;
            valid[index]   <= 1'b1;
        end
    end
endmodule
