// 三级流水线乘加：第 1 级寄存输入，第 2 级相乘，第 3 级相加；in_valid 随数据逐级传递，3 拍后 out_valid 有效。
module mac_pipeline (
    input  wire        clk,
    input  wire        rst,
    input  wire        in_valid,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    input  wire [15:0] c,
    output reg         out_valid,
    output reg  [16:0] y
);
  reg [7:0] a1, b1;
  reg [15:0] c1, c2, product;
  reg v1, v2;

  always @(posedge clk) begin
    if (rst) begin
      v1 <= 1'b0;
      v2 <= 1'b0;
      out_valid <= 1'b0;
    end else begin
      v1 <= in_valid;
      v2 <= v1;
      out_valid <= v2;
    end
    a1 <= a;
    b1 <= b;
    c1 <= c;
    product <= a1 * b1;
    c2 <= c1;
    y <= {1'b0, product} + {1'b0, c2};
  end
endmodule
