// 常见错误：像真正的接收端那样，等 tx 的下降沿、在每位中间采一次——字节对了就算过；
// 每位是不是恰好 4 个周期、tx 是不是和 busy 同时开始、busy 有多长，都没有核对
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire tx, busy;
  reg [7:0] rx;
  integer i, j;
  reg [7:0] bytes [0:3];
  UartTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .tx(tx), .busy(busy));
  always #5 clk = ~clk;
  initial #20000 $finish;   // 万一等不到 tx 的下降沿，别一直挂着
  task receive(output [7:0] b);
    integer n;
    begin
      @(negedge tx);
      repeat (2) @(posedge clk);            // 走到起始位中间
      for (n = 0; n < 8; n = n + 1) begin
        repeat (4) @(posedge clk);
        #1 b = {tx, b[7:1]};
      end
      repeat (4) @(posedge clk);
      #1 if (tx !== 1'b1) $error("stop bit is %b", tx);
    end
  endtask
  initial begin
    bytes[0] = 8'h4B; bytes[1] = 8'hA5; bytes[2] = 8'h3C; bytes[3] = 8'h81;
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 4; i = i + 1) begin
      fork
        receive(rx);
        begin
          @(negedge clk); start = 1; din = bytes[i];
          @(negedge clk); start = 0;
        end
      join
      if (rx !== bytes[i]) $error("sent %h, received %h", bytes[i], rx);
      for (j = 0; j < 12; j = j + 1) @(negedge clk);
    end
    $finish;
  end
endmodule
