// 常见错误：只试了全 0 和“只有一位为 1”的输入。同时有几位为 1 时谁优先，这题的核心反而没测
module tb;
  reg [7:0] in = 0;
  wire [2:0] idx;
  wire valid;
  integer k;
  PriorityEncoder8 dut(.in(in), .idx(idx), .valid(valid));
  initial begin
    #1 if (valid !== 1'b0 || idx !== 3'd0) $error("in=0: idx = %0d valid = %b", idx, valid);
    for (k = 0; k < 8; k = k + 1) begin
      in = 8'd1 << k;
      #1 if (valid !== 1'b1 || idx !== k) $error("in=%b: idx = %0d valid = %b", in, idx, valid);
    end
    $finish;
  end
endmodule
