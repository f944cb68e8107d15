// 常见错误：只要有一位写使能为 1 就写整个字，没被选中的字节也被 din 覆盖了
module TopModule(input clk, input reset, input [3:0] we, input [2:0] addr, input [31:0] din, output reg [31:0] dout);
    reg [31:0] mem [0:7];
    integer i;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 8; i = i + 1) mem[i] <= 32'd0;
            dout <= 32'd0;
        end else begin
            if (|we) mem[addr] <= din;
            dout <= mem[addr];
        end
    end
endmodule
