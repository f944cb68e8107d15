// 常见错误：想当然地把复位值写成 0，忽略了题目给出的默认配置 8'h5A（复位和清零并不是一回事）
module TopModule(input clk, input reset, input clr, input load, input [7:0] d, output reg [7:0] q);
    always @(posedge clk) begin
        if (reset) q <= 8'h00;
        else if (clr) q <= 8'h00;
        else if (load) q <= d;
    end
endmodule
