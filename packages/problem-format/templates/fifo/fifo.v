// 同步 FIFO：深度 2^ADDR_BITS，写满后忽略写入，读空后忽略读取；读出的数据在读使能的下一拍有效。
module fifo #(
    parameter WIDTH = 8,
    parameter ADDR_BITS = 3
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             write,
    input  wire [WIDTH-1:0] din,
    input  wire             read,
    output reg  [WIDTH-1:0] dout,
    output wire             full,
    output wire             empty
);
  reg [WIDTH-1:0] mem[0:(1<<ADDR_BITS)-1];
  reg [ADDR_BITS:0] wptr, rptr;  // 多一位用来区分满和空

  assign empty = (wptr == rptr);
  assign full  = (wptr[ADDR_BITS-1:0] == rptr[ADDR_BITS-1:0]) && (wptr[ADDR_BITS] != rptr[ADDR_BITS]);

  always @(posedge clk) begin
    if (rst) begin
      wptr <= 0;
      rptr <= 0;
      dout <= 0;
    end else begin
      if (write && !full) begin
        mem[wptr[ADDR_BITS-1:0]] <= din;
        wptr <= wptr + 1'b1;
      end
      if (read && !empty) begin
        dout <= mem[rptr[ADDR_BITS-1:0]];
        rptr <= rptr + 1'b1;
      end
    end
  end
endmodule
