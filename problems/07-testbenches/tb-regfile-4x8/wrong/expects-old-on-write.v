// 常见错误：以为读写同一地址时读出的是旧值（没有读题里的写穿透），正确的设计反而被判错
module tb;
  reg clk = 0, reset = 1, we = 0;
  reg [1:0] waddr = 0, raddr = 0;
  reg [7:0] wdata = 0;
  wire [7:0] rdata;
  RegFile dut(.clk(clk), .reset(reset), .we(we), .waddr(waddr), .wdata(wdata), .raddr(raddr), .rdata(rdata));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    @(negedge clk); we = 1; waddr = 1; wdata = 8'h3C; raddr = 1;
    #1 if (rdata !== 8'h00) $error("read during write: rdata = %h, expected the old value 00", rdata);
    @(negedge clk); we = 0;
    #1 if (rdata !== 8'h3C) $error("read back: rdata = %h", rdata);
    $finish;
  end
endmodule
