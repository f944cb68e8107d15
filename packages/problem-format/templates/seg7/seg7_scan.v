// 动态扫描：每 TICKS 个时钟换一位，an 低电平有效选中一位，seg 为共阳极段码 {g,f,e,d,c,b,a}（0 点亮）。
module seg7_scan #(
    parameter TICKS = 4
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [15:0] value,
    output reg  [3:0]  an,
    output reg  [6:0]  seg
);
  reg [1:0] digit;
  reg [15:0] ticks;
  reg [3:0] nibble;

  always @(posedge clk) begin
    if (rst) begin
      digit <= 2'd0;
      ticks <= 16'd0;
    end else if (ticks == TICKS - 1) begin
      ticks <= 16'd0;
      digit <= digit + 2'd1;
    end else begin
      ticks <= ticks + 16'd1;
    end
  end

  always @(*) begin
    an = ~(4'b0001 << digit);
    nibble = value[digit*4 +: 4];
    case (nibble)
      4'h0: seg = 7'b1000000;  4'h1: seg = 7'b1111001;
      4'h2: seg = 7'b0100100;  4'h3: seg = 7'b0110000;
      4'h4: seg = 7'b0011001;  4'h5: seg = 7'b0010010;
      4'h6: seg = 7'b0000010;  4'h7: seg = 7'b1111000;
      4'h8: seg = 7'b0000000;  4'h9: seg = 7'b0010000;
      4'hA: seg = 7'b0001000;  4'hB: seg = 7'b0000011;
      4'hC: seg = 7'b1000110;  4'hD: seg = 7'b0100001;
      4'hE: seg = 7'b0000110;  default: seg = 7'b0001110;
    endcase
  end
endmodule
