// 常见错误：从最高的半字节开始编号，sel=0 取成了 data[31:28]
module TopModule(input [31:0] data, input [2:0] sel, output reg [3:0] out);
    always @(*) begin
        case (sel)
            3'd0:    out = data[31:28];
            3'd1:    out = data[27:24];
            3'd2:    out = data[23:20];
            3'd3:    out = data[19:16];
            3'd4:    out = data[15:12];
            3'd5:    out = data[11:8];
            3'd6:    out = data[7:4];
            default: out = data[3:0];
        endcase
    end
endmodule
