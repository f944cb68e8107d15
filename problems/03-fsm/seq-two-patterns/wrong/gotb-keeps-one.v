// 常见错误：收齐 011 后只把最后一个 1 当开头（去了 S1），忘了 11 都能用，漏检 0110 里的 110
module TopModule(input clk, input reset, input in, output hit_a, output hit_b);
    localparam IDLE = 3'd0, S0 = 3'd1, S01 = 3'd2, S1 = 3'd3, S11 = 3'd4, GOTA = 3'd5, GOTB = 3'd6;
    reg [2:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else state <= next;
    end
    always @(*) begin
        case (state)
            IDLE:       next = in ? S1   : S0;
            S0, GOTA:   next = in ? S01  : S0;
            S01:        next = in ? GOTB : S0;
            S1, GOTB:   next = in ? S11  : S0;
            S11:        next = in ? S11  : GOTA;
            default:    next = IDLE;
        endcase
    end
    assign hit_a = (state == GOTA);
    assign hit_b = (state == GOTB);
endmodule
