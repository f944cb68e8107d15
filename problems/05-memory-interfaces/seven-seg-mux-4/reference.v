module TopModule(
    input             clk,
    input             reset,
    input      [15:0] value,
    output reg [3:0]  an,
    output reg [6:0]  seg
);
    // 刷新计数器：高 2 位是当前位，低 2 位是这一位已经亮了几拍
    reg [3:0] cnt;
    always @(posedge clk) begin
        if (reset) cnt <= 4'd0;
        else       cnt <= cnt + 4'd1;
    end

    wire [1:0] d    = cnt[3:2];
    wire       dead = (cnt[1:0] == 2'd0);     // 每一位的第一拍全灭，防止“鬼影”

    // 当前位的数字
    reg [3:0] nib;
    always @(*) begin
        case (d)
            2'd0:    nib = value[3:0];
            2'd1:    nib = value[7:4];
            2'd2:    nib = value[11:8];
            default: nib = value[15:12];
        endcase
    end

    // 前导零消隐：这一位及更高位全为 0 就不显示；最低位（个位）总显示
    reg shown;
    always @(*) begin
        case (d)
            2'd0:    shown = 1'b1;
            2'd1:    shown = (value[15:4]  != 12'd0);
            2'd2:    shown = (value[15:8]  != 8'd0);
            default: shown = (value[15:12] != 4'd0);
        endcase
    end

    wire on = shown & ~dead;

    always @(*) begin
        an = on ? ~(4'b0001 << d) : 4'b1111;
        if (!on)
            seg = 7'b0000000;
        else begin
            case (nib)                         // seg[6:0] = g f e d c b a，1 = 点亮
                4'd0:    seg = 7'b0111111;
                4'd1:    seg = 7'b0000110;
                4'd2:    seg = 7'b1011011;
                4'd3:    seg = 7'b1001111;
                4'd4:    seg = 7'b1100110;
                4'd5:    seg = 7'b1101101;
                4'd6:    seg = 7'b1111101;
                4'd7:    seg = 7'b0000111;
                4'd8:    seg = 7'b1111111;
                4'd9:    seg = 7'b1101111;
                4'd10:   seg = 7'b1110111;
                4'd11:   seg = 7'b1111100;
                4'd12:   seg = 7'b0111001;
                4'd13:   seg = 7'b1011110;
                4'd14:   seg = 7'b1111001;
                default: seg = 7'b1110001;
            endcase
        end
    end
endmodule
