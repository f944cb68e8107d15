// 常见错误：在 ps2_clk 的上升沿取数，那时数据线正在变化，取到的是下一位
module TopModule(input clk, input reset, input ps2_clk, input ps2_data,
                 output reg [7:0] code, output reg ready, output reg error);
    localparam IDLE = 2'd0, DATA = 2'd1, PARITY = 2'd2, STOP = 2'd3;
    reg [1:0] state;
    reg [2:0] count;
    reg [7:0] shift;
    reg odd, clk_was;
    always @(posedge clk) begin
        clk_was <= ps2_clk; ready <= 1'b0; error <= 1'b0;
        if (reset) begin
            state <= IDLE; code <= 8'd0;
        end else if (!clk_was && ps2_clk) begin
            case (state)
                IDLE: if (!ps2_data) begin state <= DATA; count <= 3'd0; odd <= 1'b0; end
                DATA: begin
                    shift <= {ps2_data, shift[7:1]}; odd <= odd ^ ps2_data; count <= count + 3'd1;
                    if (count == 3'd7) state <= PARITY;
                end
                PARITY: begin odd <= odd ^ ps2_data; state <= STOP; end
                default: begin
                    if (ps2_data && odd) begin code <= shift; ready <= 1'b1; end
                    else error <= 1'b1;
                    state <= IDLE;
                end
            endcase
        end
    end
endmodule
