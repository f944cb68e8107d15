// 常见错误：bcd 直接接到工作区上，计算过程中的半成品也出现在输出上；结果应当只在完成时更新
module TopModule(
    input             clk,
    input             reset,
    input             start,
    input      [7:0]  bin,
    output reg        busy,
    output reg        done,
    output     [11:0] bcd
);
    reg [19:0] work;
    reg [2:0]  step;
    assign bcd = work[19:8];

    wire [3:0]  ones_adj = (work[11:8]  >= 4'd5) ? work[11:8]  + 4'd3 : work[11:8];
    wire [3:0]  tens_adj = (work[15:12] >= 4'd5) ? work[15:12] + 4'd3 : work[15:12];
    wire [19:0] work_next = {work[18:16], tens_adj, ones_adj, work[7:0], 1'b0};

    always @(posedge clk) begin
        if (reset) begin
            busy <= 1'b0;
            done <= 1'b0;
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
                end
            end
        end
    end
endmodule
