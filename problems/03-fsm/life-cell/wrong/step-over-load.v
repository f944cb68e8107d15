// 常见错误：把 step 的判断放在 load 前面，两者同时为 1 时装入被忽略
module TopModule(input clk, input reset, input load, input init, input step,
                 input [3:0] count, output reg alive);
    always @(posedge clk) begin
        if (reset) alive <= 1'b0;
        else if (step) begin
            if (count == 4'd3) alive <= 1'b1;
            else if (count != 4'd2) alive <= 1'b0;
        end else if (load) alive <= init;
    end
endmodule
