// 常见错误：循环右移写成 (din >> amt) | (din << (7 - amt))，移回来的部分少挪了一位
module TopModule(input [7:0] din, input [2:0] amt, input [1:0] op, output reg [7:0] dout);
    always @(*) begin
        case (op)
            2'd0:    dout = din << amt;
            2'd1:    dout = din >> amt;
            2'd2:    dout = $signed(din) >>> amt;
            default: dout = (din >> amt) | (din << (3'd7 - amt));
        endcase
    end
endmodule
