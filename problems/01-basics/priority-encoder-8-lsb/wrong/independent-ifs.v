// 常见错误：写成了一串独立的 if（没有 else），后面的赋值覆盖前面的，结果变成了最高位优先
module TopModule(input [7:0] req, output [7:0] grant, output reg [2:0] idx, output valid);
    assign valid = |req;
    assign grant = req & (~req + 8'd1);
    always @(*) begin
        idx = 3'd0;
        if (req[0]) idx = 3'd0;
        if (req[1]) idx = 3'd1;
        if (req[2]) idx = 3'd2;
        if (req[3]) idx = 3'd3;
        if (req[4]) idx = 3'd4;
        if (req[5]) idx = 3'd5;
        if (req[6]) idx = 3'd6;
        if (req[7]) idx = 3'd7;
    end
endmodule
