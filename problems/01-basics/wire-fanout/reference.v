module TopModule(
    input  key,
    output led0,
    output led1,
    output led_n,
    output power,
    output spare
);
    assign led0  = key;
    assign led1  = key;
    assign led_n = ~key;
    assign power = 1'b1;
    assign spare = 1'b0;
endmodule
