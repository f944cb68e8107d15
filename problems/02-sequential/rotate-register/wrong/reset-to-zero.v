// 常见错误：习惯性地复位成全 0，循环移位全 0 永远还是全 0，流水灯一盏都不亮
module TopModule(input clk, input reset, input load, input en, input dir, input [7:0] din, output reg [7:0] q);
    always @(posedge clk) begin
        if (reset) q <= 8'd0;
        else if (load) q <= din;
        else if (en) begin
            if (dir) q <= {q[0], q[7:1]};
            else q <= {q[6:0], q[7]};
        end
    end
endmodule
