// 常见错误：校验累加器只在复位时清零，每帧开始时忘了清，上一帧的结果带进了这一帧
module TopModule(input clk, input reset, input rx, output reg [7:0] data,
                 output reg valid, output reg parity_err, output reg frame_err);
    localparam IDLE = 3'd0, BITS = 3'd1, PAR = 3'd2, STOP = 3'd3, WAIT = 3'd4;
    reg [2:0] state;
    reg [2:0] count;
    reg [7:0] shift;
    reg odd;
    always @(posedge clk) begin
        valid <= 1'b0; parity_err <= 1'b0; frame_err <= 1'b0;
        if (reset) begin
            state <= IDLE; data <= 8'd0; odd <= 1'b0;
        end else case (state)
            IDLE: if (!rx) begin state <= BITS; count <= 3'd0; end
            BITS: begin
                shift <= {rx, shift[7:1]}; odd <= odd ^ rx; count <= count + 3'd1;
                if (count == 3'd7) state <= PAR;
            end
            PAR: begin odd <= odd ^ rx; state <= STOP; end
            STOP: if (!rx) begin frame_err <= 1'b1; state <= WAIT; end
                  else begin
                      if (odd) parity_err <= 1'b1;
                      else begin data <= shift; valid <= 1'b1; end
                      state <= IDLE;
                  end
            default: if (rx) state <= IDLE;
        endcase
    end
endmodule
