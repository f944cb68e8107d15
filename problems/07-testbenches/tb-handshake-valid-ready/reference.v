// 自检测试平台：测试平台同时扮演上游（发送方）和下游（接收方），并用一个模型逐拍核对。
// 上游守规矩：in_valid 拉高以后，在被接收（in_valid && in_ready 的上升沿）之前不撤、数据不变。
// 每拍在下降沿给出 in_valid、in_data、out_ready，稍等后检查 in_ready、out_valid，以及 out_valid 时的 out_data；
// 另外单独检查握手规则：输出在被取走之前 out_valid 不能撤、out_data 不能变；收到的数据按发送顺序、不丢不重。
module tb;
  reg clk = 0, reset = 1, in_valid = 0, out_ready = 0;
  reg [7:0] in_data = 0;
  wire in_ready, out_valid;
  wire [7:0] out_data;
  reg exp_valid = 0;
  reg [7:0] exp_data = 0;
  reg exp_ready;
  reg [7:0] sent [0:1023];          // 记分板：被接收的数据按顺序记下
  integer n_sent = 0, n_recv = 0;
  reg prev_stall = 0;
  reg [7:0] prev_data = 0;
  integer seed = 31, i;
  PipeStage dut(.clk(clk), .reset(reset), .in_valid(in_valid), .in_ready(in_ready), .in_data(in_data),
                .out_valid(out_valid), .out_ready(out_ready), .out_data(out_data));
  always #5 clk = ~clk;
  task check;
    begin
      exp_ready = !exp_valid || out_ready;
      if (in_ready !== exp_ready)
        $error("t=%0t: in_ready = %b, expected %b (out_valid=%b out_ready=%b)", $time, in_ready, exp_ready, exp_valid, out_ready);
      if (out_valid !== exp_valid)
        $error("t=%0t: out_valid = %b, expected %b", $time, out_valid, exp_valid);
      else if (exp_valid && out_data !== exp_data)
        $error("t=%0t: out_data = %h, expected %h", $time, out_data, exp_data);
      if (prev_stall && (out_valid !== 1'b1 || out_data !== prev_data))
        $error("t=%0t: output changed while out_valid was high and out_ready low", $time);
    end
  endtask
  // 一拍：want 表示上游这一拍想发（已经挂着的数据会继续挂着），ordy 是下游的 out_ready
  task cyc(input want, input ordy);
    begin
      @(negedge clk);
      if (!in_valid && want) begin in_valid = 1; in_data = $random(seed); end
      out_ready = ordy;
      #1 check;
      @(posedge clk);
      prev_stall = out_valid && !out_ready;
      prev_data = out_data;
      if (out_valid && out_ready) begin          // 下游取走一个：按顺序核对
        if (n_recv >= n_sent || out_data !== sent[n_recv])
          $error("t=%0t: received %h out of order (item %0d)", $time, out_data, n_recv);
        n_recv = n_recv + 1;
      end
      if (reset) exp_valid = 0;
      else if (exp_ready) begin
        exp_valid = in_valid;
        if (in_valid) exp_data = in_data;
      end
      if (in_valid && exp_ready && !reset) begin   // 上游的数据被接收，可以撤掉
        sent[n_sent] = in_data; n_sent = n_sent + 1;
        #1 in_valid = 0;
      end else #1;
    end
  endtask
  initial begin
    @(posedge clk); #1 reset = 0;
    cyc(0, 0); cyc(0, 1);
    cyc(1, 0);                                   // 装进一个，下游不要
    for (i = 0; i < 4; i = i + 1) cyc(1, 0);     // 堵住：上游挂着下一个，输出必须保持
    cyc(1, 1); cyc(1, 1); cyc(1, 1); cyc(1, 1);  // 满速：每拍进一个出一个
    cyc(0, 1); cyc(0, 1);                        // 上游不发：取走后 out_valid 回到 0
    cyc(1, 0); cyc(0, 0); cyc(0, 0); cyc(0, 1);  // 堵住时上游没有数据
    cyc(1, 1); cyc(1, 0); cyc(1, 1); cyc(0, 0); cyc(1, 1); cyc(0, 1);
    for (i = 0; i < 300; i = i + 1) cyc($random(seed), $random(seed));
    for (i = 0; i < 100; i = i + 1) cyc(1, ($random(seed) & 3) == 0);   // 下游很慢
    for (i = 0; i < 8; i = i + 1) cyc(0, 1);
    // 输出有数据、没被取走时复位：复位之后 out_valid 为 0，in_ready 为 1
    cyc(1, 0); cyc(1, 0);
    @(negedge clk); out_ready = 0; in_valid = 0; reset = 1;
    @(posedge clk); exp_valid = 0; prev_stall = 0; n_recv = n_sent;
    #1 reset = 0;
    cyc(0, 0); cyc(1, 1); cyc(0, 1); cyc(0, 1);
    // 在两个上升沿之间拉高复位：同步复位要等到上升沿，out_valid 不能立刻变
    cyc(1, 0); cyc(0, 0);
    @(negedge clk); reset = 1; #1 check;
    @(posedge clk); exp_valid = 0; prev_stall = 0;
    #1 reset = 0; check;
    $display("PASS");
    $finish;
  end
endmodule
