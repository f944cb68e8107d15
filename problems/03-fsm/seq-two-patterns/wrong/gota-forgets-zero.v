// 常见错误：收齐 110 后把它当成“从头开始”，末尾的 0 没有留给 011，漏检 11011 里的 011
module TopModule(input clk, input reset, input in, output hit_a, output hit_b);
    localparam IDLE = 3'd0, S0 = 3'd1, S01 = 3'd2, S1 = 3'd3, S11 = 3'd4, GOTA = 3'd5, GOTB = 3'd6;
    reg [2:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else state <= next;
    end
    always @(*) begin
        case (state)
            IDLE, GOTA: next = in ? S1   : S0;
            S0:         next = in ? S01  : S0;
            S01:        next = in ? GOTB : S0;
            S1:         next = in ? S11  : S0;
            S11, GOTB:  next = in ? S11  : GOTA;
            default:    next = IDLE;
        endcase
    end
    assign hit_a = (state == GOTA);
    assign hit_b = (state == GOTB);
endmodule
