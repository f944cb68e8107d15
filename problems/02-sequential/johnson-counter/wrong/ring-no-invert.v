// 常见错误：忘了取反，写成了普通的环形移位，从 0000 出发永远是 0000
module TopModule(input clk, input reset, input en, output reg [3:0] q, output at_zero);
    always @(posedge clk) begin
        if (reset) q <= 4'b0000;
        else if (en) q <= {q[2:0], q[3]};
    end
    assign at_zero = (q == 4'b0000);
endmodule
