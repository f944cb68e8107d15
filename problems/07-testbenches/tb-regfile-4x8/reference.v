// 自检测试平台：测试平台里有一份 4 个寄存器的模型。每一拍在下降沿给出全部输入，
// 稍等后检查组合读出的 rdata（含写穿透），上升沿到来时模型按 we 写入。
// 定向：复位后读遍 4 个地址；每个地址写不同的值再读回；we = 0 时改地址和数据不能写进去；
// 读写同一地址（we = 1 给新值，we = 0 给旧值）；随机读写（固定种子）；中途复位；两沿之间拉高复位。
module tb;
  reg clk = 0, reset = 1, we = 0;
  reg [1:0] waddr = 0, raddr = 0;
  reg [7:0] wdata = 0;
  wire [7:0] rdata;
  reg [7:0] model [0:3];
  reg [7:0] expected;
  integer seed = 21, i;
  RegFile dut(.clk(clk), .reset(reset), .we(we), .waddr(waddr), .wdata(wdata), .raddr(raddr), .rdata(rdata));
  always #5 clk = ~clk;
  task check;
    begin
      expected = (we && waddr == raddr) ? wdata : model[raddr];
      if (rdata !== expected)
        $error("t=%0t we=%b waddr=%0d wdata=%h raddr=%0d: rdata = %h, expected %h", $time, we, waddr, wdata, raddr, rdata, expected);
    end
  endtask
  // 一拍：下降沿给输入，#1 检查，上升沿更新模型
  task cyc(input w, input [1:0] wa, input [7:0] wd, input [1:0] ra);
    begin
      @(negedge clk); we = w; waddr = wa; wdata = wd; raddr = ra;
      #1 check;
      @(posedge clk);
      if (reset) for (i = 0; i < 4; i = i + 1) model[i] = 8'h00;
      else if (w) model[wa] = wd;
    end
  endtask
  initial begin
    for (i = 0; i < 4; i = i + 1) model[i] = 8'h00;
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 4; i = i + 1) cyc(0, 0, 8'h00, i);           // 复位后全是 0
    cyc(1, 0, 8'h81, 1); cyc(1, 1, 8'h42, 2); cyc(1, 2, 8'h24, 3); cyc(1, 3, 8'h18, 0);
    for (i = 0; i < 4; i = i + 1) cyc(0, 3 - i, 8'hFF, i);        // we = 0：读回，数据线上的 FF 不能写进去
    cyc(1, 2, 8'hC3, 2);                                          // 写穿透：读到新值
    cyc(0, 2, 8'h5A, 2);                                          // we = 0：读到旧值 C3
    cyc(1, 1, 8'h7E, 2); cyc(0, 0, 8'h00, 1);                     // 写 1 时读 2，再读 1
    for (i = 0; i < 120; i = i + 1) cyc($random(seed), $random(seed), $random(seed), $random(seed));
    for (i = 0; i < 4; i = i + 1) cyc(1, i, 8'hF0 | i, (i + 1) % 4);
    // 中途复位：之后 4 个地址都是 0
    @(negedge clk); reset = 1; we = 0;
    @(posedge clk); for (i = 0; i < 4; i = i + 1) model[i] = 8'h00;
    #1 reset = 0;
    for (i = 0; i < 4; i = i + 1) cyc(0, 0, 8'h00, i);
    // 在两个上升沿之间拉高复位：同步复位要等到上升沿，读出不能立刻变成 0
    cyc(1, 3, 8'hA5, 0); cyc(0, 0, 8'h00, 3);
    @(negedge clk); raddr = 3; reset = 1; #1 check;
    @(posedge clk); for (i = 0; i < 4; i = i + 1) model[i] = 8'h00;
    #1 reset = 0; check;
    $display("PASS");
    $finish;
  end
endmodule
