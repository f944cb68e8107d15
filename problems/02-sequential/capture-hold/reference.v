module TopModule(
    input            clk,
    input            reset,
    input            capture,
    input            ack,
    input      [7:0] din,
    output reg [7:0] held,
    output reg       valid
);
    // 寄存器空着（!valid），或者读取方正好在这一拍取走旧值（ack），才接受新的捕获
    wire accept = capture && (!valid || ack);

    always @(posedge clk) begin
        if (reset) begin
            held  <= 8'd0;
            valid <= 1'b0;
        end else if (accept) begin
            held  <= din;
            valid <= 1'b1;
        end else if (ack) begin
            valid <= 1'b0;          // held 保持原值，只是不再“有效”
        end
    end
endmodule
