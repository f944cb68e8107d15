module TopModule(
    input  clk,
    input  reset,
    input  x,
    output z
);
    // 编码可以任选，输出只看 z；这里按表的顺序编号
    localparam A = 3'd0, B = 3'd1, C = 3'd2, D = 3'd3, E = 3'd4;

    reg [2:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= A;
        else
            state <= next;
    end

    // 状态表逐格照抄：{当前状态, x} 是表格的一格
    always @(*) begin
        case ({state, x})
            {A, 1'b0}: next = B;
            {A, 1'b1}: next = C;
            {B, 1'b0}: next = D;
            {B, 1'b1}: next = A;
            {C, 1'b0}: next = C;
            {C, 1'b1}: next = E;
            {D, 1'b0}: next = E;
            {D, 1'b1}: next = B;
            {E, 1'b0}: next = A;
            {E, 1'b1}: next = D;
            default:   next = A;  // 3 位编码里没用到的 3 个值
        endcase
    end

    assign z = (state == C) || (state == D);
endmodule
