// 常见错误：又用一个寄存器把 sout 打了一拍，每一位都比要求晚出现一个周期
module TopModule(input clk, input reset, input load, input shift, input [7:0] din, output reg sout);
    reg [7:0] sr;
    always @(posedge clk) begin
        if (reset) begin
            sr <= 8'd0;
            sout <= 1'b0;
        end else begin
            sout <= sr[7];
            if (load) sr <= din;
            else if (shift) sr <= {sr[6:0], 1'b0};
        end
    end
endmodule
