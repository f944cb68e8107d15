// 常见错误：模式码对错了方向，01 做成了向高位移、10 做成了向低位移
module TopModule(input clk, input reset, input [1:0] mode, input ser_hi, input ser_lo, input [3:0] din, output reg [3:0] q);
    always @(posedge clk) begin
        if (reset) q <= 4'b0000;
        else
            case (mode)
                2'b10: q <= {ser_hi, q[3:1]};
                2'b01: q <= {q[2:0], ser_lo};
                2'b11: q <= din;
                default: q <= q;
            endcase
    end
endmodule
