// 常见错误：先判校验再判停止位，帧错误时还会同时报校验错，也不等线路回 1
module TopModule(input clk, input reset, input rx, output reg [7:0] data,
                 output reg valid, output reg parity_err, output reg frame_err);
    localparam IDLE = 3'd0, BITS = 3'd1, PAR = 3'd2, STOP = 3'd3;
    reg [2:0] state;
    reg [2:0] count;
    reg [7:0] shift;
    reg odd;
    always @(posedge clk) begin
        valid <= 1'b0; parity_err <= 1'b0; frame_err <= 1'b0;
        if (reset) begin
            state <= IDLE; data <= 8'd0;
        end else case (state)
            IDLE: if (!rx) begin state <= BITS; count <= 3'd0; odd <= 1'b0; end
            BITS: begin
                shift <= {rx, shift[7:1]}; odd <= odd ^ rx; count <= count + 3'd1;
                if (count == 3'd7) state <= PAR;
            end
            PAR: begin odd <= odd ^ rx; state <= STOP; end
            STOP: begin
                if (odd) parity_err <= 1'b1;
                if (!rx) frame_err <= 1'b1;
                if (!odd && rx) begin data <= shift; valid <= 1'b1; end
                state <= IDLE;
            end
            default: state <= IDLE;
        endcase
    end
endmodule
