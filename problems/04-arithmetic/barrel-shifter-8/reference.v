module TopModule(
    input      [7:0] din,
    input      [2:0] amt,
    input      [1:0] op,
    output reg [7:0] dout
);
    // 循环右移：把 din 接成 16 位的 {din, din} 再逻辑右移，低 8 位里移出去的位正好从左边补回来
    wire [15:0] twice = {din, din} >> amt;

    always @(*) begin
        case (op)
            2'd0:    dout = din << amt;
            2'd1:    dout = din >> amt;
            // 每个 case 分支单独成为一条语句，$signed 的有符号性不会被别的操作数“冲掉”
            2'd2:    dout = $signed(din) >>> amt;
            default: dout = twice[7:0];
        endcase
    end
endmodule
