// 常见错误：只在 we = 0 时才读，写的那一拍 dout 保持不变，没有读出旧值
module TopModule(input clk, input reset, input we, input [3:0] addr, input [7:0] din, output reg [7:0] dout);
    reg [7:0] mem [0:15];
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 16; i = i + 1) mem[i] <= 8'd0;
            dout <= 8'd0;
        end else if (we) begin
            mem[addr] <= din;
        end else begin
            dout <= mem[addr];
        end
    end
endmodule
