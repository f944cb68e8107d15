module TopModule(
    input            clk,
    input            reset,
    input            load,
    input            en,
    input            dir,
    input      [7:0] din,
    output reg [7:0] q
);
    always @(posedge clk) begin
        if (reset)
            q <= 8'b0000_0001;              // 复位后只亮最右边一盏灯
        else if (load)
            q <= din;                       // 装载优先于循环移位
        else if (en) begin
            if (dir)
                q <= {q[0], q[7:1]};        // 右移：最低位绕回最高位
            else
                q <= {q[6:0], q[7]};        // 左移：最高位绕回最低位
        end
    end
endmodule
