// 把两级合并成一个 always 块，仍用阻塞赋值并按第一级、第二级的顺序写：第二级读到的是刚算出的 sum，数据一拍就穿过了两级
module TopModule(
    input            clk,
    input            reset,
    input            vin,
    input      [7:0] a,
    input      [7:0] b,
    output reg       vout,
    output reg [7:0] avg
);
    reg [8:0] sum;
    reg       v1;

    always @(posedge clk) begin
        if (reset) begin
            sum  = 9'd0;
            v1   = 1'b0;
            avg  = 8'd0;
            vout = 1'b0;
        end else begin
            sum  = a + b;
            v1   = vin;
            avg  = sum[8:1];
            vout = v1;
        end
    end
endmodule
