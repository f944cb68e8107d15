// 常见错误：向右移位了，多项式却还按 16'h8005 写；向右移时多项式的位序也要倒过来（16'hA001）
module TopModule(input clk, input reset, input init, input en, input din, output reg [15:0] crc);
    wire fb = crc[0] ^ din;
    always @(posedge clk) begin
        if (reset || init)
            crc <= 16'hFFFF;
        else if (en)
            crc <= {1'b0, crc[15:1]} ^ (fb ? 16'h8005 : 16'h0000);
    end
endmodule
