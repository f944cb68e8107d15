// 常见错误：移位方向反了，把先收到的位当成最高位，字节的位序整个颠倒
module TopModule(input clk, input reset, input rx,
                 output reg [7:0] data, output reg valid, output reg frame_err);
    localparam IDLE = 2'd0, BITS = 2'd1, STOP = 2'd2, WAIT = 2'd3;
    reg [1:0] state;
    reg [2:0] count;
    reg [7:0] shift;
    always @(posedge clk) begin
        valid <= 1'b0; frame_err <= 1'b0;
        if (reset) begin
            state <= IDLE; count <= 3'd0; data <= 8'd0;
        end else case (state)
            IDLE: if (!rx) begin state <= BITS; count <= 3'd0; end
            BITS: begin
                shift <= {shift[6:0], rx};
                count <= count + 3'd1;
                if (count == 3'd7) state <= STOP;
            end
            STOP: if (rx) begin data <= shift; valid <= 1'b1; state <= IDLE; end
                  else begin frame_err <= 1'b1; state <= WAIT; end
            default: if (rx) state <= IDLE;
        endcase
    end
endmodule
