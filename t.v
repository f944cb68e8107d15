module top(input a, output y);
 always @(posedge a) begin : blk integer i; for (i=0;i<4;i=i+1) ; end assign y = a;
endmodule
