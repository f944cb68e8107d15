// 常见错误：清零期间仍然接受外部写入；被写入的字可能随后又被清零，也可能留下来，结果取决于清零进行到了哪里
module TopModule(input clk, input reset, input we, input [3:0] addr, input [7:0] din,
                 output reg [7:0] dout, output reg busy);
    reg [7:0] mem [0:15];
    reg [3:0] ptr;
    always @(posedge clk) begin
        if (reset) begin
            busy <= 1'b1; ptr <= 4'd0; dout <= 8'd0;
        end else begin
            if (we) mem[addr] <= din;
            if (busy) begin
                mem[ptr] <= 8'd0;
                ptr <= ptr + 4'd1;
                dout <= 8'd0;
                if (ptr == 4'd15) busy <= 1'b0;
            end else begin
                dout <= mem[addr];
            end
        end
    end
endmodule
