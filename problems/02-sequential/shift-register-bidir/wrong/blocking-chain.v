// 常见错误：逐位用阻塞赋值从低位写到高位，q[1] 读到的是刚刚写好的新 q[0]，结果一次把 ser_lo 灌满了所有位
module TopModule(input clk, input reset, input [1:0] mode, input ser_hi, input ser_lo, input [3:0] din, output reg [3:0] q);
    always @(posedge clk) begin
        if (reset) q = 4'b0000;
        else
            case (mode)
                2'b01: begin q[0] = q[1]; q[1] = q[2]; q[2] = q[3]; q[3] = ser_hi; end
                2'b10: begin q[0] = ser_lo; q[1] = q[0]; q[2] = q[1]; q[3] = q[2]; end
                2'b11: q = din;
                default: q = q;
            endcase
    end
endmodule
