// 常见错误：结束条件差一，ptr == 14 时就结束了，地址 15 没被清零，busy 也少了一个周期
module TopModule(input clk, input reset, input we, input [3:0] addr, input [7:0] din,
                 output reg [7:0] dout, output reg busy);
    reg [7:0] mem [0:15];
    reg [3:0] ptr;
    always @(posedge clk) begin
        if (reset) begin
            busy <= 1'b1; ptr <= 4'd0; dout <= 8'd0;
        end else if (busy) begin
            mem[ptr] <= 8'd0;
            ptr <= ptr + 4'd1;
            dout <= 8'd0;
            if (ptr == 4'd14) busy <= 1'b0;
        end else begin
            if (we) mem[addr] <= din;
            dout <= mem[addr];
        end
    end
endmodule
