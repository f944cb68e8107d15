// 自检测试平台：每种运算 50 组随机操作数，与测试平台中的参考计算比较结果和标志。
module test_bench;
  reg [7:0] a = 8'd0, b = 8'd0;
  reg [2:0] op = 3'd0;
  wire [7:0] y;
  wire carry, zero;
  reg [8:0] expected;
  integer errors = 0;
  integer i, k;

  alu dut (.a(a), .b(b), .op(op), .y(y), .carry(carry), .zero(zero));

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    for (k = 0; k < 8; k = k + 1) begin
      for (i = 0; i < 50; i = i + 1) begin
        op = k[2:0];
        a = $random;
        b = $random;
        #10;
        case (op)
          3'd0: expected = {1'b0, a} + {1'b0, b};
          3'd1: expected = {1'b0, a} - {1'b0, b};
          3'd2: expected = {1'b0, a & b};
          3'd3: expected = {1'b0, a | b};
          3'd4: expected = {1'b0, a ^ b};
          3'd5: expected = {1'b0, a << b[2:0]};
          3'd6: expected = {1'b0, a >> b[2:0]};
          default: expected = {8'd0, a < b};
        endcase
        if ({carry, y} !== expected || zero !== (expected[7:0] == 8'd0)) begin
          errors = errors + 1;
          $display("FAIL: op=%0d a=%h b=%h 得到 %b_%h，应为 %h", op, a, b, carry, y, expected);
        end
      end
    end
    if (errors == 0) $display("PASS: alu 8 种运算各 50 组全部正确");
    $finish;
  end
endmodule
