// 常见错误：转格雷码时移位方向写反（<< 而不是 >>），每一位去和低一位异或了
module TopModule(input clk, input reset, input en, input up, output reg [3:0] gray, output [3:0] bin);
    assign bin[3] = gray[3];
    assign bin[2] = bin[3] ^ gray[2];
    assign bin[1] = bin[2] ^ gray[1];
    assign bin[0] = bin[1] ^ gray[0];
    wire [3:0] bin_next = up ? bin + 4'd1 : bin - 4'd1;
    always @(posedge clk) begin
        if (reset) gray <= 4'b0000;
        else if (en) gray <= bin_next ^ (bin_next << 1);
    end
endmodule
