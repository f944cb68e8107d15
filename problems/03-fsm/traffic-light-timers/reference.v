module TopModule(
    input            clk,
    input            reset,
    input            ew_car,
    output reg [2:0] ns,
    output reg [2:0] ew
);
    localparam NS_GREEN  = 2'd0,
               NS_YELLOW = 2'd1,
               EW_GREEN  = 2'd2,
               EW_YELLOW = 2'd3;

    // 每个状态持续的周期数（南北绿灯是最短时长）
    localparam NS_GREEN_MIN = 3'd5,
               YELLOW_LEN   = 3'd2,
               EW_GREEN_LEN = 3'd3;

    localparam RED = 3'b100, YELLOW = 3'b010, GREEN = 3'b001;

    reg [1:0] state, next;
    // 已在当前状态待了几个周期减一；3 位够数到 5，南北绿灯停在 4 不再加，免得回绕
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
            if (next != state)
                timer <= 3'd0;                       // 换状态：重新计时
            else if (timer != NS_GREEN_MIN - 3'd1)
                timer <= timer + 3'd1;               // 只有南北绿灯会等到这个值，并停在这里
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
