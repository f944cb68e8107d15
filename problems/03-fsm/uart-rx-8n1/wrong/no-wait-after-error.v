// 常见错误：停止位出错后直接回到空闲，线路还是 0 就被当成了下一个起始位
module TopModule(input clk, input reset, input rx,
                 output reg [7:0] data, output reg valid, output reg frame_err);
    localparam IDLE = 2'd0, BITS = 2'd1, STOP = 2'd2;
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
                shift <= {rx, shift[7:1]};
                count <= count + 3'd1;
                if (count == 3'd7) state <= STOP;
            end
            STOP: begin
                if (rx) begin data <= shift; valid <= 1'b1; end
                else frame_err <= 1'b1;
                state <= IDLE;
            end
            default: state <= IDLE;
        endcase
    end
endmodule
