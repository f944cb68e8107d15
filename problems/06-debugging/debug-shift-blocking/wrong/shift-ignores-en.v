// 改对了赋值方式，却把使能也“顺手”去掉了：en = 0 时数据仍然往前移
module TopModule(input clk, input reset, input en, input [7:0] din, output [7:0] dout);
    reg [7:0] r1, r2, r3;
    always @(posedge clk) begin
        if (reset) begin
            r1 <= 8'd0;
            r2 <= 8'd0;
            r3 <= 8'd0;
        end else begin
            r1 <= din;
            r2 <= r1;
            r3 <= r2;
        end
    end
    assign dout = r3;
endmodule
