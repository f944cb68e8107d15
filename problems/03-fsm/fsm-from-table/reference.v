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

    // 状态表逐行照抄：一行一个分支
    always @(*) begin
        case (state)
            A:       next = x ? C : B;
            B:       next = x ? A : D;
            C:       next = x ? E : C;
            D:       next = x ? B : E;
            E:       next = x ? D : A;
            default: next = A;
        endcase
    end

    assign z = (state == C) || (state == D);
endmodule
