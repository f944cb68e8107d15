// 常见错误：写成了普通移位，移出去的那一位被丢掉、空出的位补 0，灯走到头就灭了
module TopModule(input clk, input reset, input load, input en, input dir, input [7:0] din, output reg [7:0] q);
    always @(posedge clk) begin
        if (reset) q <= 8'b0000_0001;
        else if (load) q <= din;
        else if (en) begin
            if (dir) q <= q >> 1;
            else q <= q << 1;
        end
    end
endmodule
