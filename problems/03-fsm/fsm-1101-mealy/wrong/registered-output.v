// 常见错误：想让输出“干净”一点，在时钟沿把 found 存进寄存器，结果又变回了晚一拍的 Moore 时序
module TopModule(input clk, input reset, input in, output reg found);
    localparam S0 = 2'd0, S1 = 2'd1, S11 = 2'd2, S110 = 2'd3;
    reg [1:0] state;
    always @(posedge clk) begin
        if (reset) begin
            state <= S0;
            found <= 1'b0;
        end else begin
            found <= (state == S110) && in;
            case (state)
                S0:   state <= in ? S1  : S0;
                S1:   state <= in ? S11 : S0;
                S11:  state <= in ? S11 : S110;
                S110: state <= in ? S1  : S0;
            endcase
        end
    end
endmodule
