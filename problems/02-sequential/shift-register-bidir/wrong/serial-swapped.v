// 常见错误：把两个串行输入接反了：向低位移时用了 ser_lo，向高位移时用了 ser_hi
module TopModule(input clk, input reset, input [1:0] mode, input ser_hi, input ser_lo, input [3:0] din, output reg [3:0] q);
    always @(posedge clk) begin
        if (reset) q <= 4'b0000;
        else
            case (mode)
                2'b01: q <= {ser_lo, q[3:1]};
                2'b10: q <= {q[2:0], ser_hi};
                2'b11: q <= din;
                default: q <= q;
            endcase
    end
endmodule
