// 自检测试平台：task expect_frame 像接收端一样收一帧，但比真实的接收端更严格——
// 一帧 10 位、每位 4 个周期，每个周期都在时钟下降沿（周期中间）核对 tx 和 busy，
// 所以位的顺序、每位的长度、起始和停止的时刻、busy 的长度都逃不过。
// 激励：典型字节和随机字节；帧进行中改 din、再给 start；start 一直为 1 的连续帧；
// 帧进行中复位（tx 正在送 0 时）；在两个上升沿之间拉高复位。
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire tx, busy;
  integer seed = 23, i, k;
  UartTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .tx(tx), .busy(busy));
  always #5 clk = ~clk;

  // 从接受 start 之后的第一个下降沿开始，逐周期核对一整帧；poke 为 1 时在帧中间改 din、给一拍 start
  task expect_frame(input [7:0] b, input poke);
    reg [9:0] frame;
    integer bitn, c;
    begin
      frame = {1'b1, b, 1'b0};          // 先送 frame[0]：起始位、d0～d7、停止位
      for (bitn = 0; bitn < 10; bitn = bitn + 1)
        for (c = 0; c < 4; c = c + 1) begin
          if (tx !== frame[bitn] || busy !== 1'b1)
            $error("t=%0t byte %h bit %0d cycle %0d: tx=%b busy=%b, expected tx=%b busy=1", $time, b, bitn, c, tx, busy, frame[bitn]);
          if (poke && bitn == 3 && c == 1) begin start = 1; din = ~b; end
          else if (poke) start = 0;
          @(negedge clk);
        end
      start = 0;
    end
  endtask

  task expect_idle(input integer n);
    integer j;
    for (j = 0; j < n; j = j + 1) begin
      if (tx !== 1'b1 || busy !== 1'b0) $error("t=%0t idle: tx=%b busy=%b, expected tx=1 busy=0", $time, tx, busy);
      @(negedge clk);
    end
  endtask

  // 在下降沿给一拍 start，然后收这一帧
  task send(input [7:0] b, input poke);
    begin
      start = 1; din = b;
      @(negedge clk);
      start = 0; din = b ^ 8'hFF;       // 帧一开始就改掉 din：设计应当用锁存的值
      expect_frame(b, poke);
    end
  endtask

  initial begin
    @(posedge clk); #1 reset = 0;
    @(negedge clk);
    expect_idle(3);
    send(8'h4B, 0); expect_idle(1);
    send(8'h01, 0); expect_idle(2);
    send(8'h80, 1); expect_idle(1);
    send(8'hA5, 0); send(8'h00, 1); send(8'hFF, 0); send(8'h3C, 1); expect_idle(1);
    for (i = 0; i < 6; i = i + 1) begin
      send($random(seed), i % 2);
      k = $random(seed) & 3;
      if (k) expect_idle(k);
    end
    // start 一直为 1：两帧之间恰好空闲 1 个周期，第二帧发的是那时的 din
    start = 1; din = 8'hC3;
    @(negedge clk); din = 8'h5A;
    expect_frame(8'hC3, 0);
    start = 1;
    if (tx !== 1'b1 || busy !== 1'b0) $error("t=%0t: expected one idle cycle between frames", $time);
    @(negedge clk); start = 0;
    expect_frame(8'h5A, 0);
    expect_idle(2);
    // 发送 00，在数据位中间（tx = 0）复位：之后必须回到空闲，tx = 1
    start = 1; din = 8'h00;
    @(negedge clk); start = 0;
    repeat (14) @(negedge clk);
    #1 reset = 1;
    #1 if (tx !== 1'b0 || busy !== 1'b1) $error("t=%0t: reset must wait for the clock edge", $time);
    @(posedge clk); #1 reset = 0;
    @(negedge clk);
    expect_idle(3);
    send(8'h96, 0);
    expect_idle(2);
    $display("PASS");
    $finish;
  end
endmodule
