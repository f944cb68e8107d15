// 常见错误：用 assign 异步读，dout 不等时钟沿，地址一变就变，比同步读早了一个周期
module TopModule(input clk, input reset, input we, input [3:0] addr, input [7:0] din, output [7:0] dout);
    reg [7:0] mem [0:15];
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 16; i = i + 1) mem[i] <= 8'd0;
        end else if (we) begin
            mem[addr] <= din;
        end
    end
    assign dout = mem[addr];
endmodule
