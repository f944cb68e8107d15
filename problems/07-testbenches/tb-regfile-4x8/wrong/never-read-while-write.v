// 常见错误：写和读分成两个阶段，从没在写某个地址的同一拍去读它，写穿透完全没测到
module tb;
  reg clk = 0, reset = 1, we = 0;
  reg [1:0] waddr = 0, raddr = 0;
  reg [7:0] wdata = 0;
  wire [7:0] rdata;
  integer i;
  RegFile dut(.clk(clk), .reset(reset), .we(we), .waddr(waddr), .wdata(wdata), .raddr(raddr), .rdata(rdata));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 4; i = i + 1) begin
      raddr = i; #1 if (rdata !== 8'h00) $error("reg %0d not cleared by reset", i);
    end
    for (i = 0; i < 4; i = i + 1) begin
      @(negedge clk); we = 1; waddr = i; wdata = 8'h81 + 8'h11 * i; raddr = (i + 2) % 4;
    end
    @(negedge clk); we = 0;
    for (i = 0; i < 4; i = i + 1) begin
      @(negedge clk); raddr = i;
      #1 if (rdata !== 8'h81 + 8'h11 * i) $error("reg %0d: rdata = %h", i, rdata);
    end
    $finish;
  end
endmodule
