module hang(input [3:0] a, output [3:0] y);
  genvar i;
  generate for (i = 0; i < 4; i = i + 1) begin : g
    if (i % 2 == 0) begin : e
      assign y[i] = a[i];
    end else begin : o
      assign y[i] = ~a[i];
    end
  end endgenerate
endmodule
