// 常见错误：优先级方向弄反了，从 req[7] 开始判断，授权给了下标最大的请求
module TopModule(input [7:0] req, output reg [7:0] grant, output reg [2:0] idx, output valid);
    assign valid = |req;
    always @(*) begin
        if      (req[7]) idx = 3'd7;
        else if (req[6]) idx = 3'd6;
        else if (req[5]) idx = 3'd5;
        else if (req[4]) idx = 3'd4;
        else if (req[3]) idx = 3'd3;
        else if (req[2]) idx = 3'd2;
        else if (req[1]) idx = 3'd1;
        else             idx = 3'd0;
        grant = valid ? (8'd1 << idx) : 8'd0;
    end
endmodule
