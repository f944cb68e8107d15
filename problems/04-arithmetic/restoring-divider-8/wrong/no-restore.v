// 常见错误：不够减时忘了“恢复”，把减出来的负数留作部分余数，后面每一步都错
module TopModule(
    input            clk,
    input            reset,
    input            start,
    input      [7:0] dividend,
    input      [7:0] divisor,
    output reg       busy,
    output reg       done,
    output reg [7:0] quotient,
    output reg [7:0] remainder,
    output reg       div_zero
);
    reg [7:0] rem;
    reg [7:0] quo;
    reg [7:0] dvs;
    reg [2:0] step;

    wire [7:0] shifted = {rem[6:0], quo[7]};
    wire [8:0] trial   = {1'b0, shifted} - {1'b0, dvs};
    wire       fits    = ~trial[8];
    wire [7:0] rem_next = trial[7:0];
    wire [7:0] quo_next = {quo[6:0], fits};

    always @(posedge clk) begin
        if (reset) begin
            busy      <= 1'b0;
            done      <= 1'b0;
            quotient  <= 8'd0;
            remainder <= 8'd0;
            div_zero  <= 1'b0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    rem  <= 8'd0;
                    quo  <= dividend;
                    dvs  <= divisor;
                    step <= 3'd0;
                    busy <= 1'b1;
                end
            end else begin
                rem  <= rem_next;
                quo  <= quo_next;
                step <= step + 3'd1;
                if (step == 3'd7) begin
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= quo_next;
                    remainder <= rem_next;
                    div_zero  <= (dvs == 8'd0);
                end
            end
        end
    end
endmodule
