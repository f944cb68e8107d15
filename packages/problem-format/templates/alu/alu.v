// 8 位 ALU：op 选择运算；carry 为加法进位或减法借位，zero 表示结果为 0。
module alu (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire [2:0] op,
    output reg  [7:0] y,
    output reg        carry,
    output wire       zero
);
  localparam ADD = 3'd0, SUB = 3'd1, AND = 3'd2, OR = 3'd3;
  localparam XOR = 3'd4, SHL = 3'd5, SHR = 3'd6, LT = 3'd7;

  always @(*) begin
    carry = 1'b0;
    case (op)
      ADD: {carry, y} = {1'b0, a} + {1'b0, b};
      SUB: {carry, y} = {1'b0, a} - {1'b0, b};
      AND: y = a & b;
      OR:  y = a | b;
      XOR: y = a ^ b;
      SHL: y = a << b[2:0];
      SHR: y = a >> b[2:0];
      LT:  y = {7'd0, a < b};
      default: y = 8'd0;
    endcase
  end

  assign zero = (y == 8'd0);
endmodule
