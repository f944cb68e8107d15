// 常见错误：习惯性地把寄存器复位成 0，而全 0 的反馈还是 0，LFSR 从此停在 0 不动
module TopModule(input clk, input reset, input en, input load, input [7:0] init, output reg [7:0] q);
    wire feedback = q[7] ^ q[5] ^ q[4] ^ q[3];
    always @(posedge clk) begin
        if (reset) q <= 8'h00;
        else if (load) q <= init;
        else if (en) q <= {q[6:0], feedback};
    end
endmodule
