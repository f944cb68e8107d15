// 常见错误：从最高位往下扫，以为找到第一个 1 循环就停了；Verilog 的 for 循环会一直走完，最后留下的是最低的那个 1
module TopModule(input [15:0] x, output reg [4:0] lz, output zero);
    integer i;
    always @(*) begin
        lz = 5'd16;
        for (i = 15; i >= 0; i = i - 1)
            if (x[i])
                lz = 5'd15 - i[4:0];
    end
    assign zero = (x == 16'd0);
endmodule
