// 常见错误：先判断移位再判断装载，load 与 shift 同时为 1 时丢掉了新数据
module TopModule(input clk, input reset, input load, input shift, input [7:0] din, output sout);
    reg [7:0] sr;
    always @(posedge clk) begin
        if (reset) sr <= 8'd0;
        else if (shift) sr <= {sr[6:0], 1'b0};
        else if (load) sr <= din;
    end
    assign sout = sr[7];
endmodule
