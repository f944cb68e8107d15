// 常见错误：漏掉了“超时后只认 arm”这一点，超时状态下喂狗也能让看门狗回到看守
module TopModule(input clk, input reset, input arm, input kick,
                 output watching, output warn, output expired);
    localparam OFF = 2'd0, WATCH = 2'd1, BARK = 2'd2;
    reg [1:0] state;
    reg [2:0] idle;
    always @(posedge clk) begin
        if (reset) begin
            state <= OFF; idle <= 3'd0;
        end else case (state)
            OFF: if (arm) begin state <= WATCH; idle <= 3'd0; end
            BARK: if (arm || kick) begin state <= WATCH; idle <= 3'd0; end
            WATCH:
                if (arm || kick) idle <= 3'd0;
                else if (idle == 3'd7) state <= BARK;
                else idle <= idle + 3'd1;
            default: state <= OFF;
        endcase
    end
    assign watching = (state == WATCH);
    assign warn = (state == WATCH) && (idle >= 3'd6);
    assign expired = (state == BARK);
endmodule
