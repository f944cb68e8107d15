// 只改对了一处：补上了 en = 0 的分支，非法地址仍然没有分支处理，y、err 保持上一次的值
module TopModule(
    input            en,
    input      [2:0] addr,
    output reg [5:0] y,
    output reg       err
);
    // 片选译码：地址 0～5 各选中一个外设，6、7 是非法地址
    always @(*) begin
        if (en) begin
            case (addr)
                3'd0: begin y = 6'b000001; err = 1'b0; end
                3'd1: begin y = 6'b000010; err = 1'b0; end
                3'd2: begin y = 6'b000100; err = 1'b0; end
                3'd3: begin y = 6'b001000; err = 1'b0; end
                3'd4: begin y = 6'b010000; err = 1'b0; end
                3'd5: begin y = 6'b100000; err = 1'b0; end
            endcase
        end else begin
            y   = 6'b000000;
            err = 1'b0;
        end
    end
endmodule
