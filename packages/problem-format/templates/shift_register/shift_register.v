// 8 位移位寄存器：load 时并行装载 din；shift 时左移一位，serial_in 移入最低位，最高位从 serial_out 移出。
module shift_register (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [7:0] din,
    input  wire       shift,
    input  wire       serial_in,
    output wire       serial_out,
    output reg  [7:0] q
);
  always @(posedge clk) begin
    if (rst) q <= 8'd0;
    else if (load) q <= din;
    else if (shift) q <= {q[6:0], serial_in};
  end

  assign serial_out = q[7];
endmodule
