// 常见错误：第二场把擂主和挑战者接反了，同分时擂主 champ1 反而输给 y，chal_wins 的含义也颠倒了
module arena(input [7:0] champ, input [7:0] chal, output [7:0] winner, output chal_wins);
    assign chal_wins = (chal > champ);
    assign winner    = chal_wins ? chal : champ;
endmodule

module TopModule(input [7:0] w, input [7:0] x, input [7:0] y, input [7:0] z, output [7:0] best, output [1:0] who);
    wire [7:0] champ1, champ2;
    wire win1, win2, win3;
    arena round1 (.champ(w),      .chal(x),      .winner(champ1), .chal_wins(win1));
    arena round2 (.champ(y),      .chal(champ1), .winner(champ2), .chal_wins(win2));
    arena round3 (.champ(champ2), .chal(z),      .winner(best),   .chal_wins(win3));
    assign who = win3 ? 2'd3 : win2 ? 2'd2 : win1 ? 2'd1 : 2'd0;
endmodule
