// 常见错误：计时器换状态时没有清零，只有一个一直往上数的计数器，各个灯的时长全乱了
module TopModule(input clk, input reset, input ew_car, output reg [2:0] ns, output reg [2:0] ew);
    localparam NS_GREEN  = 2'd0,
               NS_YELLOW = 2'd1,
               EW_GREEN  = 2'd2,
               EW_YELLOW = 2'd3;

    localparam NS_GREEN_MIN = 3'd5,
               YELLOW_LEN   = 3'd2,
               EW_GREEN_LEN = 3'd3;

    localparam RED = 3'b100, YELLOW = 3'b010, GREEN = 3'b001;

    reg [1:0] state, next;
    reg [2:0] timer;

    always @(*) begin
        case (state)
            NS_GREEN:  next = (timer == NS_GREEN_MIN - 3'd1 && ew_car) ? NS_YELLOW : NS_GREEN;
            NS_YELLOW: next = (timer == YELLOW_LEN - 3'd1)   ? EW_GREEN  : NS_YELLOW;
            EW_GREEN:  next = (timer == EW_GREEN_LEN - 3'd1) ? EW_YELLOW : EW_GREEN;
            EW_YELLOW: next = (timer == YELLOW_LEN - 3'd1)   ? NS_GREEN  : EW_YELLOW;
            default:   next = NS_GREEN;
        endcase
    end

    always @(posedge clk) begin
        if (reset) begin
            state <= NS_GREEN;
            timer <= 3'd0;
        end else begin
            state <= next;
            if (1'b0)
                timer <= 3'd0;
            else
                timer <= timer + 3'd1;
        end
    end

    always @(*) begin
        case (state)
            NS_GREEN:  begin ns = GREEN;  ew = RED;    end
            NS_YELLOW: begin ns = YELLOW; ew = RED;    end
            EW_GREEN:  begin ns = RED;    ew = GREEN;  end
            default:   begin ns = RED;    ew = YELLOW; end
        endcase
    end
endmodule
