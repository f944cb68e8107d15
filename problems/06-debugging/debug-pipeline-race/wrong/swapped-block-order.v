// 以为把第二级的 always 块写在前面就会先执行：源代码里的先后顺序并不决定同一时刻两个 always 块的执行顺序，竞争仍在
module TopModule(
    input            clk,
    input            reset,
    input            vin,
    input      [7:0] a,
    input      [7:0] b,
    output reg       vout,
    output reg [7:0] avg
);
    // 第一级的流水寄存器
    reg [8:0] sum;
    reg       v1;

    // 第二级：除以 2，得到平均值
    always @(posedge clk) begin
        if (reset) begin
            avg  = 8'd0;
            vout = 1'b0;
        end else begin
            avg  = sum[8:1];
            vout = v1;
        end
    end

    // 第一级：求和（9 位，保留进位）
    always @(posedge clk) begin
        if (reset) begin
            sum = 9'd0;
            v1  = 1'b0;
        end else begin
            sum = a + b;
            v1  = vin;
        end
    end
endmodule
