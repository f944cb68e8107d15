module TopModule(
    input        clk,
    input        reset,
    input        load,
    input        init,
    input        step,
    input  [3:0] count,
    output reg   alive
);
    // 一个细胞就是一个两状态的状态机：状态即输出（Moore）
    always @(posedge clk) begin
        if (reset)
            alive <= 1'b0;
        else if (load)
            alive <= init;                    // 装入优先于演化
        else if (step) begin
            if (count == 4'd3)
                alive <= 1'b1;                // 恰有 3 个活邻居：出生或继续存活
            else if (count != 4'd2)
                alive <= 1'b0;                // 太少或太拥挤：死亡
            // 恰有 2 个：保持原状（活的继续活，死的仍是死的）
        end
    end
endmodule
