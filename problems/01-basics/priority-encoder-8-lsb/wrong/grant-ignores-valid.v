// 常见错误：直接用 1 << idx 得到 grant，没有请求时 idx 为 0，grant 却成了 0000_0001
module TopModule(input [7:0] req, output [7:0] grant, output reg [2:0] idx, output valid);
    assign valid = |req;
    assign grant = 8'd1 << idx;
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
