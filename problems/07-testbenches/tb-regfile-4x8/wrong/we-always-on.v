// 常见错误：写使能从头到尾都是 1，写完就读，从没试过 we = 0 时数据线上的值会不会被偷偷写进去
module tb;
  reg clk = 0, reset = 1, we = 1;
  reg [1:0] waddr = 0, raddr = 0;
  reg [7:0] wdata = 0;
  wire [7:0] rdata;
  integer i;
  RegFile dut(.clk(clk), .reset(reset), .we(we), .waddr(waddr), .wdata(wdata), .raddr(raddr), .rdata(rdata));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 16; i = i + 1) begin
      @(negedge clk); waddr = i % 4; wdata = 8'h11 * i; raddr = i % 4;
      #1 if (rdata !== wdata) $error("write-through: rdata = %h, expected %h", rdata, wdata);
      @(posedge clk); #1;
      if (rdata !== 8'h11 * i) $error("read back: rdata = %h", rdata);
    end
    $finish;
  end
endmodule
