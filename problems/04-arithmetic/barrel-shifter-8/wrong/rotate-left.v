// 常见错误：把循环方向弄反，做成了循环左移
module TopModule(input [7:0] din, input [2:0] amt, input [1:0] op, output reg [7:0] dout);
    wire [15:0] twice = {din, din} << amt;
    always @(*) begin
        case (op)
            2'd0:    dout = din << amt;
            2'd1:    dout = din >> amt;
            2'd2:    dout = $signed(din) >>> amt;
            default: dout = twice[15:8];
        endcase
    end
endmodule
