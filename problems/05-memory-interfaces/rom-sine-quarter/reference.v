module TopModule(
    input            clk,
    input            reset,
    input      [5:0] phase,
    output reg [7:0] sin_out,
    output reg [7:0] cos_out
);
    // 四分之一表：127 * sin(2*pi*(k+0.5)/64)
    function [7:0] quarter;
        input [3:0] k;
        case (k)
            4'd0:    quarter = 8'd6;
            4'd1:    quarter = 8'd19;
            4'd2:    quarter = 8'd31;
            4'd3:    quarter = 8'd43;
            4'd4:    quarter = 8'd54;
            4'd5:    quarter = 8'd65;
            4'd6:    quarter = 8'd76;
            4'd7:    quarter = 8'd85;
            4'd8:    quarter = 8'd94;
            4'd9:    quarter = 8'd102;
            4'd10:   quarter = 8'd109;
            4'd11:   quarter = 8'd115;
            4'd12:   quarter = 8'd120;
            4'd13:   quarter = 8'd123;
            4'd14:   quarter = 8'd126;
            default: quarter = 8'd127;
        endcase
    endfunction

    // 由整个周期的相位得到采样值：第二、四象限镜像，后半周期取相反数
    function [7:0] sine;
        input [5:0] p;
        reg   [7:0] m;
        begin
            m    = quarter(p[4] ? ~p[3:0] : p[3:0]);
            sine = p[5] ? -m : m;
        end
    endfunction

    wire [5:0] cos_phase = phase + 6'd16;   // 余弦超前四分之一周期，6 位运算自然 mod 64

    always @(posedge clk) begin
        if (reset) begin
            sin_out <= 8'd0;
            cos_out <= 8'd0;
        end else begin
            sin_out <= sine(phase);
            cos_out <= sine(cos_phase);
        end
    end
endmodule
