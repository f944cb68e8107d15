// 常见错误：先移位再修正；修正必须在移位之前做，移位之后再加 3 已经晚了（个位 5 左移成了 10 = 4'hA，非法的 BCD 码）
module TopModule(
    input             clk,
    input             reset,
    input             start,
    input      [7:0]  bin,
    output reg        busy,
    output reg        done,
    output reg [11:0] bcd
);
    reg [19:0] work;
    reg [2:0]  step;

            wire [19:0] shifted = {work[18:0], 1'b0};
    wire [19:0] work_next = {shifted[19:16], (shifted[15:12] >= 4'd5) ? shifted[15:12] + 4'd3 : shifted[15:12], (shifted[11:8] >= 4'd5) ? shifted[11:8] + 4'd3 : shifted[11:8], shifted[7:0]};

    always @(posedge clk) begin
        if (reset) begin
            busy <= 1'b0;
            done <= 1'b0;
            bcd  <= 12'd0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    work <= {12'd0, bin};
                    step <= 3'd0;
                    busy <= 1'b1;
                end
            end else begin
                work <= work_next;
                step <= step + 3'd1;
                if (step == 3'd7) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                    bcd  <= work_next[19:8];
                end
            end
        end
    end
endmodule
