// 已给出的子模块，请保留，不要修改
// 一场擂台赛：挑战者 chal 的分数严格大于擂主 champ 时获胜
module arena(
    input  [7:0] champ,
    input  [7:0] chal,
    output [7:0] winner,
    output       chal_wins
);
    assign chal_wins = (chal > champ);
    assign winner    = chal_wins ? chal : champ;
endmodule

module TopModule(
    input  [7:0] w,
    input  [7:0] x,
    input  [7:0] y,
    input  [7:0] z,
    output [7:0] best,
    output [1:0] who
);
    // 在这里写你的代码

endmodule
