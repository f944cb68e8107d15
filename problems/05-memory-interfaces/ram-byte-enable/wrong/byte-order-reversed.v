// 常见错误：字节顺序弄反了，把 we[0] 当成了最高字节 [31:24] 的使能
module TopModule(input clk, input reset, input [3:0] we, input [2:0] addr, input [31:0] din, output reg [31:0] dout);
    reg [31:0] mem [0:7];
    integer i, k;
    always @(posedge clk) begin
        if (reset) begin
            for (i = 0; i < 8; i = i + 1) mem[i] <= 32'd0;
            dout <= 32'd0;
        end else begin
            for (k = 0; k < 4; k = k + 1)
                if (we[3-k]) mem[addr][8*k +: 8] <= din[8*k +: 8];
            dout <= mem[addr];
        end
    end
endmodule
