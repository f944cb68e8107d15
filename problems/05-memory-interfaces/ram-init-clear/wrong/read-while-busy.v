// 常见错误：忙时照常读出，dout 没有保持为 0，读到的是还没清零的内容（上电后是未知值 X）
module TopModule(input clk, input reset, input we, input [3:0] addr, input [7:0] din,
                 output reg [7:0] dout, output reg busy);
    reg [7:0] mem [0:15];
    reg [3:0] ptr;
    always @(posedge clk) begin
        if (reset) begin
            busy <= 1'b1; ptr <= 4'd0; dout <= 8'd0;
        end else begin
            dout <= mem[addr];
            if (busy) begin
                mem[ptr] <= 8'd0;
                ptr <= ptr + 4'd1;
                if (ptr == 4'd15) busy <= 1'b0;
            end else if (we) begin
                mem[addr] <= din;
            end
        end
    end
endmodule
