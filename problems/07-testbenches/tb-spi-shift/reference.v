// 自检测试平台，两层检查：
// 1. 从机：每个下降沿（时钟周期中间，输出稳定）采一次 sclk、mosi、cs_n、busy。cs_n 为 1 时 sclk 必须为低；
//    sclk 由 0 变 1 时，取变化前（SCK 低电平期间）的 mosi 作为这一位，并要求 SCK 高电平期间 mosi 不变；
//    片选撤销时必须恰好收到 8 位、且等于发送的字节（高位先）。busy 必须与 cs_n 相反。
// 2. 时刻：接受 start 之后的那一拍 cs_n 必须已经为 0，busy 恰好保持 16 个周期。
// 激励：几个典型字节和随机字节；帧进行中改 din、再给 start；start 一直为 1 的连续帧；中途复位。
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire sclk, mosi, cs_n, busy;
  // 从机的状态
  reg p_sclk = 0, p_mosi = 0, p_cs_n = 1;
  reg [7:0] rx = 0;
  integer nbits = 0, frames = 0;
  reg [7:0] expect_byte = 0;
  integer seed = 13, i, k;
  SpiTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .sclk(sclk), .mosi(mosi), .cs_n(cs_n), .busy(busy));
  always #5 clk = ~clk;

  always @(negedge clk) if (!reset) begin
    if (busy !== !cs_n) $error("t=%0t: busy = %b but cs_n = %b", $time, busy, cs_n);
    if (cs_n === 1'b1 && sclk !== 1'b0) $error("t=%0t: sclk must idle low while cs_n is high", $time);
    if (p_cs_n === 1'b1 && cs_n === 1'b0) begin nbits = 0; rx = 0; end
    if (p_sclk === 1'b0 && sclk === 1'b1) begin
      if (cs_n !== 1'b0) $error("t=%0t: sclk rising edge while cs_n is high", $time);
      if (mosi !== p_mosi) $error("t=%0t: mosi changed together with the sclk rising edge", $time);
      rx = {rx[6:0], p_mosi};
      nbits = nbits + 1;
    end
    if (p_cs_n === 1'b0 && cs_n === 1'b1) begin
      if (nbits != 8) $error("t=%0t: frame had %0d sclk pulses, expected 8", $time, nbits);
      else if (rx !== expect_byte) $error("t=%0t: received %h, expected %h", $time, rx, expect_byte);
      frames = frames + 1;
    end
    p_sclk = sclk; p_mosi = mosi; p_cs_n = cs_n;
  end

  // 发送一帧（从下降沿开始调用，设计应当空闲）：start 只给一拍，之后改掉 din；
  // poke 为 1 时帧进行到一半再给一拍 start（应当被忽略）
  task send(input [7:0] b, input poke);
    integer cycles, f0;
    begin
      f0 = frames;
      start = 1; din = b; expect_byte = b;
      @(negedge clk);
      start = 0; din = ~b ^ 8'h5A;
      if (cs_n !== 1'b0 || busy !== 1'b1) $error("t=%0t: frame did not start right after start", $time);
      cycles = 1;
      while (busy === 1'b1 && cycles < 40) begin
        if (poke && cycles == 6) begin start = 1; din = 8'h00; end
        else start = 0;
        @(negedge clk); cycles = cycles + 1;
      end
      start = 0;
      #1;   // 让同一时刻的从机先处理完这个下降沿
      if (cycles != 17) $error("t=%0t: busy lasted %0d cycles, expected 16", $time, cycles - 1);
      if (frames != f0 + 1) $error("t=%0t: expected exactly one finished frame", $time);
    end
  endtask

  initial begin
    @(posedge clk); #1 reset = 0;
    @(negedge clk);
    if (cs_n !== 1'b1 || busy !== 1'b0 || sclk !== 1'b0) $error("idle after reset: cs_n=%b busy=%b sclk=%b", cs_n, busy, sclk);
    repeat (2) @(negedge clk);
    send(8'hA5, 0); send(8'h3C, 0); send(8'h80, 1); send(8'h01, 0); @(negedge clk);
    send(8'hC6, 1); send(8'h00, 0); send(8'hFF, 0); send(8'h96, 1);
    for (i = 0; i < 12; i = i + 1) begin
      send($random(seed), i % 3 == 0);
      for (k = $random(seed) & 3; k > 0; k = k - 1) @(negedge clk);
    end
    // start 一直为 1：帧之间恰好空闲 1 拍，第二帧发的是那时的 din
    start = 1; din = 8'h4B; expect_byte = 8'h4B;
    @(negedge clk); din = 8'hD2;
    for (i = 0; i < 16; i = i + 1) @(negedge clk);
    if (busy !== 1'b0 || cs_n !== 1'b1) $error("t=%0t: expected one idle cycle between frames", $time);
    expect_byte = 8'hD2;
    @(negedge clk);
    if (busy !== 1'b1 || cs_n !== 1'b0) $error("t=%0t: second frame should start right away", $time);
    start = 0; din = 8'h00;
    while (busy === 1'b1) @(negedge clk);
    // 帧发到一半复位：同步复位在上升沿把 cs_n 拉高、sclk 拉低，busy 清零
    @(negedge clk); start = 1; din = 8'h77; expect_byte = 8'h77;
    @(negedge clk); start = 0;
    repeat (5) @(negedge clk);
    #1 reset = 1; #1;
    if (busy !== 1'b1 || cs_n !== 1'b0) $error("t=%0t: reset must wait for the clock edge", $time);
    @(posedge clk); #1 reset = 0;
    if (busy !== 1'b0 || cs_n !== 1'b1 || sclk !== 1'b0) $error("t=%0t: not idle after reset", $time);
    p_cs_n = 1; p_sclk = 0; frames = 0;
    @(negedge clk);
    send(8'h5E, 0);
    repeat (2) @(negedge clk);
    $display("PASS");
    $finish;
  end
endmodule
