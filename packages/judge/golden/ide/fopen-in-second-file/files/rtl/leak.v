module leak;
  integer f;
  initial f = $fopen("/job/project.vvp", "r");
endmodule
