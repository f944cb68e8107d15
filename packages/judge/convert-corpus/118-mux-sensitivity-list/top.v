// Coverage corpus (issue 27): combinational block with an explicit sensitivity list
module TopModule(input a, input b, input sel, output reg y);
  always @(a or b or sel)
    if (sel) y = b;
    else y = a;
endmodule
