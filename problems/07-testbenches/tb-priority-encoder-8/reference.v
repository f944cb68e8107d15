// 自检测试平台：期望值由测试平台里的函数 model 算出（从低位到高位扫描，后找到的 1 覆盖先找到的，所以最高位优先）。
// 定向激励：全 0、每一位单独为 1、全 1、“某一位为 1 且它下面全是 1”，以及从非零回到全 0；
// 随机激励：$random(seed) 用固定种子，每次运行都一样，出错可以复现；一半是稠密的随机数，一半是只有一两个 1 的稀疏图样。
module tb;
  reg [7:0] in = 0;
  wire [2:0] idx;
  wire valid;
  integer k, seed = 8, errors = 0;
  PriorityEncoder8 dut(.in(in), .idx(idx), .valid(valid));
  function [2:0] model(input [7:0] v);
    integer i;
    begin
      model = 3'd0;
      for (i = 0; i < 8; i = i + 1) if (v[i]) model = i;
    end
  endfunction
  task apply(input [7:0] v);
    begin
      in = v;
      #1 if (idx !== model(v) || valid !== (v != 0)) begin
        errors = errors + 1;
        if (errors <= 5)
          $error("in=%b: idx = %0d valid = %b, expected idx = %0d valid = %b", v, idx, valid, model(v), v != 0);
      end
    end
  endtask
  initial begin
    apply(8'h00);
    for (k = 0; k < 8; k = k + 1) apply(8'd1 << k);          // 每一位单独为 1
    apply(8'hFF);
    apply(8'h00);                                              // 从非零回到全 0
    for (k = 0; k < 8; k = k + 1) apply((8'd2 << k) - 8'd1);  // 第 k 位及以下全为 1
    apply(8'h00);
    for (k = 0; k < 400; k = k + 1) begin
      if (k % 2) apply($random(seed));
      else apply((8'd1 << ($random(seed) & 7)) | (8'd1 << ($random(seed) & 7)));
      if (k % 50 == 0) apply(8'h00);
    end
    if (errors == 0) $display("PASS");
    $finish;
  end
endmodule
