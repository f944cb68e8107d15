module TopModule(
    input      clk,
    input      rst,
    input      en,
    input      d,
    output reg q
);
    // 上升沿触发；rst 低电平有效、同步（等到上升沿才清零），并且优先于 en；
    // en = 1 时 q 取 d，en = 0 时保持
    always @(posedge clk) begin
        if (!rst)
            q <= 1'b0;
        else if (en)
            q <= d;
    end
endmodule
