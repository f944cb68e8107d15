// 自检测试平台：测试平台里用一个数组和计数做 FIFO 模型。每一拍在下降沿给出 wr_en、din、rd_en，
// 稍等后检查 full、empty，非空时再检查 dout 是不是队首；上升沿按“满时不写、空时不读”更新模型。
// 定向：写满、满时再写、满时同时读写、读空、空时再读、空时同时读写、各种深度下同时读写；
// 然后随机读写（固定种子）；最后在非空时复位、在两个上升沿之间拉高复位。
module tb;
  reg clk = 0, reset = 1, wr_en = 0, rd_en = 0;
  reg [7:0] din = 0;
  wire [7:0] dout;
  wire full, empty;
  reg [7:0] q [0:3];         // 模型：q[0] 是队首
  integer n = 0;             // 模型：当前个数
  integer seed = 17, i;
  reg do_wr, do_rd;
  Fifo4 dut(.clk(clk), .reset(reset), .wr_en(wr_en), .din(din), .rd_en(rd_en), .dout(dout), .full(full), .empty(empty));
  always #5 clk = ~clk;
  task check;
    begin
      if (full !== (n == 4) || empty !== (n == 0))
        $error("t=%0t n=%0d: full=%b empty=%b, expected full=%b empty=%b", $time, n, full, empty, n == 4, n == 0);
      if (n > 0 && dout !== q[0])
        $error("t=%0t n=%0d: dout = %h, expected %h", $time, n, dout, q[0]);
    end
  endtask
  // 一拍：下降沿给输入，#1 检查，上升沿更新模型
  task cyc(input w, input [7:0] d, input r);
    begin
      @(negedge clk); wr_en = w; din = d; rd_en = r;
      #1 check;
      @(posedge clk);
      do_wr = w && n < 4;
      do_rd = r && n > 0;
      if (reset) n = 0;
      else begin
        if (do_rd) begin q[0] = q[1]; q[1] = q[2]; q[2] = q[3]; n = n - 1; end
        if (do_wr) begin q[n] = d; n = n + 1; end
      end
    end
  endtask
  initial begin
    @(posedge clk); #1 reset = 0;
    cyc(0, 8'h00, 0);
    cyc(0, 8'h00, 1); cyc(0, 8'h00, 1);           // 空时读：不能有任何变化
    cyc(1, 8'hA1, 0); cyc(1, 8'hA2, 0); cyc(1, 8'hA3, 0); cyc(1, 8'hA4, 0);  // 写满
    cyc(1, 8'hB0, 0); cyc(1, 8'hB1, 0);           // 满时写：被忽略
    cyc(1, 8'hB2, 1);                             // 满时同时读写：只读不写
    cyc(1, 8'hC1, 1);                             // 3 个时同时读写：个数不变
    cyc(0, 8'h00, 1); cyc(0, 8'h00, 1); cyc(0, 8'h00, 1); cyc(0, 8'h00, 1);  // 读空
    cyc(0, 8'h00, 1);                             // 空时读
    cyc(1, 8'hD1, 1);                             // 空时同时读写：只写不读
    cyc(1, 8'hD2, 1);                             // 1 个时同时读写
    cyc(1, 8'hD3, 0); cyc(1, 8'hD4, 1); cyc(1, 8'hD5, 0); cyc(1, 8'hD6, 1);
    cyc(0, 8'h00, 1); cyc(0, 8'h00, 1); cyc(0, 8'h00, 1); cyc(0, 8'h00, 1); cyc(0, 8'h00, 1);
    // 随机读写：前一半偏向写（常常满），后一半偏向读（常常空）
    for (i = 0; i < 150; i = i + 1)
      cyc(($random(seed) & 3) != 0, $random(seed), ($random(seed) & 3) == 0);
    for (i = 0; i < 150; i = i + 1)
      cyc(($random(seed) & 3) == 0, $random(seed), ($random(seed) & 3) != 0);
    for (i = 0; i < 100; i = i + 1)
      cyc($random(seed), $random(seed), $random(seed));
    // 非空时复位（读写指针不在 0）：复位之后应该是空的，再写一个，队首就是它
    cyc(1, 8'h11, 0); cyc(1, 8'h22, 1); cyc(1, 8'h33, 0);
    @(negedge clk); wr_en = 0; rd_en = 0; reset = 1;
    @(posedge clk); n = 0;
    #1 reset = 0;
    cyc(0, 8'h00, 0);
    cyc(1, 8'h5A, 0); cyc(1, 8'h6B, 0); cyc(0, 8'h00, 1); cyc(0, 8'h00, 1); cyc(0, 8'h00, 0);
    // 在两个上升沿之间拉高复位：同步复位要等到上升沿，标志和队首不能立刻变
    cyc(1, 8'h7C, 0); cyc(0, 8'h00, 0);
    @(negedge clk); wr_en = 0; rd_en = 0; reset = 1;
    #1 check;
    @(posedge clk); n = 0;
    #1 reset = 0; check;
    $display("PASS");
    $finish;
  end
endmodule
