module TopModule(
    input             clk,
    input             reset,
    input             clear,
    input             en,
    input      [7:0]  din,
    output reg [11:0] acc,
    output reg        ovf
);
    // 13 位的和：第 13 位为 1 说明 12 位的累加器放不下了
    wire [12:0] sum = {1'b0, acc} + {5'd0, din};

    always @(posedge clk) begin
        if (reset || clear) begin
            acc <= 12'd0;
            ovf <= 1'b0;
        end else if (en) begin
            acc <= sum[11:0];
            if (sum[12])
                ovf <= 1'b1;          // 粘滞：一旦溢出就一直为 1，直到清零
        end
    end
endmodule
