// 常见错误：在周期交界的那一拍写入时，把新写的值直接转发给生效寄存器；题目规定这一拍写的值要等下一个交界
module TopModule(
    input            clk,
    input            reset,
    input            we,
    input            addr,
    input      [7:0] wdata,
    output     [7:0] rdata,
    output reg [7:0] cnt,
    output           pwm
);
    // 影子寄存器：软件随时写，随时读回
    reg [7:0] top_sh, duty_sh;
    // 生效寄存器：只在周期交界处从影子寄存器装入，本周期一直不变
    reg [7:0] top_act, duty_act;

    assign rdata = addr ? duty_sh : top_sh;
    assign pwm   = (cnt < duty_act);

    always @(posedge clk) begin
        if (reset) begin
            top_sh   <= 8'd0;
            duty_sh  <= 8'd0;
            top_act  <= 8'd0;
            duty_act <= 8'd0;
            cnt      <= 8'd0;
        end else begin
            if (we) begin
                if (addr) duty_sh <= wdata;
                else      top_sh  <= wdata;
            end
            if (cnt == top_act) begin        // 本周期最后一拍：换上新设定，从 0 重新数
                cnt      <= 8'd0;
                top_act  <= (we && !addr) ? wdata : top_sh;
                duty_act <= (we &&  addr) ? wdata : duty_sh;
            end else begin
                cnt <= cnt + 8'd1;
            end
        end
    end
endmodule
