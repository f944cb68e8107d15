module TopModule(
    input            clk,
    input            reset,
    input            call,
    input      [1:0] call_floor,
    output reg [1:0] floor,
    output reg       up,
    output reg       door,
    output reg [3:0] pending
);
    // 这一拍要考虑的全部请求：已登记的，加上这一拍刚按下的
    wire [3:0] req = pending | (call ? (4'b0001 << call_floor) : 4'b0000);

    // 比当前楼层高、低的楼层（左移超出 4 位的部分被截掉）
    wire [3:0] above_mask = 4'b1110 << floor;
    wire [3:0] below_mask = (4'b0001 << floor) - 4'd1;
    wire any_above = |(req & above_mask);
    wire any_below = |(req & below_mask);

    always @(posedge clk) begin
        if (reset) begin
            floor   <= 2'd0;
            up      <= 1'b1;
            door    <= 1'b0;
            pending <= 4'b0000;
        end else if (req[floor]) begin
            door    <= 1'b1;                          // 本层有请求：开门一拍，这个请求完成
            pending <= req & ~(4'b0001 << floor);
        end else begin
            door    <= 1'b0;
            pending <= req;
            if (any_above && (up || !any_below)) begin
                up    <= 1'b1;                        // 原方向是上，或下面已经没有请求
                floor <= floor + 2'd1;
            end else if (any_below) begin
                up    <= 1'b0;
                floor <= floor - 2'd1;
            end                                       // 没有请求：停在原地，方向不变
        end
    end
endmodule
