module TopModule(
    input         clk,
    input         reset,
    input         clear,
    input         valid,
    input  [15:0] word,
    output [15:0] sum,
    output [15:0] csum,
    output        ok
);
    reg  [15:0] acc;

    // 17 位的和，最高位的进位“回卷”加到最低位。
    // 两个 16 位数相加有进位时，低 16 位最大 16'hFFFE，再加 1 不会再产生进位，所以回卷一次就够
    wire [16:0] s17     = {1'b0, acc} + {1'b0, word};
    wire [15:0] wrapped = s17[15:0] + {15'd0, s17[16]};

    always @(posedge clk) begin
        if (reset || clear)
            acc <= 16'd0;
        else if (valid)
            acc <= wrapped;
    end

    assign sum  = acc;
    assign csum = ~acc;              // 反码：按位取反
    assign ok   = (acc == 16'hFFFF); // 连同校验和一起加起来是全 1，说明数据没有出错
endmodule
