// 只改对了一处：去掉了多余的一级采样，时刻对了，但比较的方向没改，抓到的仍是上升沿
module TopModule(input clk, input reset, input en, input in, output reg fall);
    reg prev;
    always @(posedge clk) begin
        if (reset) begin
            prev <= 1'b0; fall <= 1'b0;
        end else begin
            prev <= in;
            fall <= en & in & ~prev;
        end
    end
endmodule
