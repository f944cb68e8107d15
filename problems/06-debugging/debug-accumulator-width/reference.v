module TopModule(
    input             clk,
    input             reset,
    input             en,
    input      [7:0]  a,
    input      [7:0]  b,
    output     [8:0]  sum,
    output     [11:0] acc
);
    // 两路采样之和
    wire [8:0]  s = a + b;
    // 累加器
    reg  [11:0] total;

    always @(posedge clk) begin
        if (reset)
            total <= 12'd0;
        else if (en)
            total <= total + s;
    end

    assign sum = s;
    assign acc = total;
endmodule
