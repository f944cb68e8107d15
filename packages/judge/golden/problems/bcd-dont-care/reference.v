module TopModule(
    input  [3:0] digit,
    output reg   ge5,
    output reg   prime,
    output reg   square
);
    always @(*) begin
        case (digit)
            4'd0:    {ge5, prime, square} = 3'b001;
            4'd1:    {ge5, prime, square} = 3'b001;
            4'd2:    {ge5, prime, square} = 3'b010;
            4'd3:    {ge5, prime, square} = 3'b010;
            4'd4:    {ge5, prime, square} = 3'b001;
            4'd5:    {ge5, prime, square} = 3'b110;
            4'd6:    {ge5, prime, square} = 3'b100;
            4'd7:    {ge5, prime, square} = 3'b110;
            4'd8:    {ge5, prime, square} = 3'b100;
            4'd9:    {ge5, prime, square} = 3'b101;
            // 10～15 不是合法的 BCD 数字：无关项
            default: {ge5, prime, square} = 3'bxxx;
        endcase
    end
endmodule
