// 常见错误：用掩码拼出新字时忘了保留旧内容，没被选中的字节被清成了 0
module TopModule(input clk, input reset, input [3:0] we, input [2:0] addr, input [31:0] din, output reg [31:0] dout);
    reg [31:0] mem [0:7];
    integer i;
    wire [31:0] mask = {{8{we[3]}}, {8{we[2]}}, {8{we[1]}}, {8{we[0]}}};
    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 8; i = i + 1) mem[i] <= 32'd0;
            dout <= 32'd0;
        end else begin
            if (|we) mem[addr] <= din & mask;
            dout <= mem[addr];
        end
    end
endmodule
