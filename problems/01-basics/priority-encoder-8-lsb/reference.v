module TopModule(
    input      [7:0] req,
    output     [7:0] grant,
    output reg [2:0] idx,
    output           valid
);
    assign valid = |req;

    // 补码技巧：~req + 1 把最低的 1 以下的位全部“进位”回原样，和 req 相与只剩最低的 1
    assign grant = req & (~req + 8'd1);

    always @(*) begin
        if      (req[0]) idx = 3'd0;
        else if (req[1]) idx = 3'd1;
        else if (req[2]) idx = 3'd2;
        else if (req[3]) idx = 3'd3;
        else if (req[4]) idx = 3'd4;
        else if (req[5]) idx = 3'd5;
        else if (req[6]) idx = 3'd6;
        else if (req[7]) idx = 3'd7;
        else             idx = 3'd0;
    end
endmodule
