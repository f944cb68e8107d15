// 常见错误：只要 ps2_clk 为 0 就取一位，而不是只在下降沿取：低电平持续几个周期就取了几次
module TopModule(input clk, input reset, input ps2_clk, input ps2_data,
                 output reg [7:0] code, output reg ready, output reg error);
    localparam IDLE = 2'd0, DATA = 2'd1, PARITY = 2'd2, STOP = 2'd3;
    reg [1:0] state;
    reg [2:0] count;
    reg [7:0] shift;
    reg odd;
    always @(posedge clk) begin
        ready <= 1'b0; error <= 1'b0;
        if (reset) begin
            state <= IDLE; code <= 8'd0;
        end else if (!ps2_clk) begin
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
