// 常见错误：B 这一行把 x = 0 和 x = 1 两列抄反了（? : 的两个分支顺序弄错）
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
            B:       next = x ? D : A;
            C:       next = x ? E : C;
            D:       next = x ? B : E;
            E:       next = x ? D : A;
            default: next = A;
        endcase
    end
    assign z = (state == C) || (state == D);
endmodule
