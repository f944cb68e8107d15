// 只把第二级改成了非阻塞赋值：第一级仍用阻塞赋值写 sum、v1，第二级在同一个上升沿读它们，读到新值还是旧值取决于两个 always 块谁先执行
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

    // 第二级：除以 2，得到平均值
    always @(posedge clk) begin
        if (reset) begin
            avg  <= 8'd0;
            vout <= 1'b0;
        end else begin
            avg  <= sum[8:1];
            vout <= v1;
        end
    end
endmodule
