// 常见错误：逐周期核对得很认真，可只发了 00、FF、81、E7 这类“前后对称”的字节——
// 低位先和高位先发出来一模一样；帧中途也从不改 din、不碰 start，复位也只在开头给了一次
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire tx, busy;
  integer bitn, c;
  reg [9:0] frame;
  UartTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .tx(tx), .busy(busy));
  always #5 clk = ~clk;
  task send(input [7:0] b);
    begin
      @(negedge clk); start = 1; din = b;
      @(negedge clk); start = 0;
      frame = {1'b1, b, 1'b0};
      for (bitn = 0; bitn < 10; bitn = bitn + 1)
        for (c = 0; c < 4; c = c + 1) begin
          if (tx !== frame[bitn] || busy !== 1'b1) $error("byte %h bit %0d: tx=%b busy=%b", b, bitn, tx, busy);
          @(negedge clk);
        end
      if (tx !== 1'b1 || busy !== 1'b0) $error("not idle after the frame");
    end
  endtask
  initial begin
    @(posedge clk); #1 reset = 0;
    send(8'h00); send(8'hFF); send(8'h81); send(8'hE7); send(8'h3C);
    $finish;
  end
endmodule
