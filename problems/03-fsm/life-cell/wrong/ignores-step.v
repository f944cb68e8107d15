// 常见错误：漏了 step 这个条件，每个时钟都按规则演化，不该动的时候也变了
module TopModule(input clk, input reset, input load, input init, input step,
                 input [3:0] count, output reg alive);
    always @(posedge clk) begin
        if (reset) alive <= 1'b0;
        else if (load) alive <= init;
        else if (count == 4'd3) alive <= 1'b1;
        else if (count != 4'd2) alive <= 1'b0;
    end
endmodule
