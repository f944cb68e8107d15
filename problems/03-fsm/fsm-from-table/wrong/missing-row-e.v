// 常见错误：漏抄了状态表的最后一行，E 落进 default 回到 A，x = 1 时本该去 D
module TopModule(input clk, input reset, input x, output z);
    localparam A = 3'd0, B = 3'd1, C = 3'd2, D = 3'd3, E = 3'd4;
    reg [2:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= A;
        else state <= next;
    end
    always @(*) begin
        case (state)
            A:       next = x ? C : B;
            B:       next = x ? A : D;
            C:       next = x ? E : C;
            D:       next = x ? B : E;
            default: next = A;
        endcase
    end
    assign z = (state == C) || (state == D);
endmodule
