// Coverage corpus (issue 27): generate-for of instances with i == 0 ? cin : cout[i-1] in a port connection (a conditional inside an expression: ours falls back); the back end's VHDL proven
module full_adder(input a, input b, input cin, output sum, output cout);
  assign sum = a ^ b ^ cin;
  assign cout = (a & b) | (a & cin) | (b & cin);
endmodule

module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output [3:0] cout);
  genvar i;
  generate
    for (i = 0; i < 4; i = i + 1) begin : fa
      full_adder u(.a(a[i]), .b(b[i]), .cin(i == 0 ? cin : cout[i - 1]), .sum(sum[i]), .cout(cout[i]));
    end
  endgenerate
endmodule
