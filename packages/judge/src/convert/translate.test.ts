/**
 * Our translator on its own: the real parser (tools/bin/vd-verilog-parse, run here directly on
 * this file's own designs) and the VHDL read back — the user's names, port order and generics,
 * the grammar's two quirks undone, GHDL's analysis of the result, and the constructs it hands to
 * the back end with their reason. Equivalence is the corpus test's (corpus.test.ts) business.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateDesign } from './translate.ts';
import { OutsideSubset, readModules, readSyntaxTree, type Module } from './verilog-ast.ts';

const PARSER = path.resolve(import.meta.dirname, '../../../../tools/bin/vd-verilog-parse');

function modulesOf(source: string): Module[] {
  const tree = execFileSync(PARSER, { input: source }).toString('utf8');
  return readModules(readSyntaxTree(tree, source));
}

function translate(source: string, top: string) {
  return translateDesign(modulesOf(source), top);
}

function refusal(source: string, top: string): string {
  try {
    translate(source, top);
  } catch (error) {
    if (error instanceof OutsideSubset) return error.message;
    throw error;
  }
  throw new Error('translated, but expected a refusal');
}

/** GHDL's verdict on the VHDL (analysis only), with its messages. */
function analyse(vhdl: string): { ok: boolean; log: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-translate-'));
  try {
    fs.writeFileSync(path.join(dir, 'out.vhd'), vhdl);
    execFileSync('ghdl', ['-a', '--std=08', `--workdir=${dir}`, path.join(dir, 'out.vhd')], { stdio: 'pipe' });
    return { ok: true, log: '' };
  } catch (error) {
    return { ok: false, log: String((error as { stderr?: Buffer }).stderr ?? error) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('our Verilog-to-VHDL translator', () => {
  it('keeps the entity, port names and port order, and writes parameters as generics', () => {
    const result = translate(
      `module Counter #(parameter WIDTH = 6, parameter STEP = 2) (input clk, input rst_n, output reg [WIDTH-1:0] value, output at_top);
         assign at_top = value == {WIDTH{1'b1}};
         always @(posedge clk or negedge rst_n)
           if (!rst_n) value <= 0;
           else value <= value + STEP;
       endmodule`,
      'Counter',
    );
    expect(result.entity).toBe('Counter');
    expect(result.ports.map((p) => [p.name, p.direction, p.width])).toEqual([
      ['clk', 'in', 1],
      ['rst_n', 'in', 1],
      ['value', 'out', 6],
      ['at_top', 'out', 1],
    ]);
    expect(result.vhdl).toContain('entity Counter is');
    expect(result.vhdl).toMatch(/WIDTH : integer := 6;\s+STEP : integer := 2/);
    expect(result.vhdl).toContain('value : out std_logic_vector(WIDTH - 1 downto 0)');
    expect(result.vhdl).toContain("if rst_n = '0' then");
    expect(result.vhdl).toContain('elsif rising_edge(clk) then');
    expect(result.vhdl).toContain('value <= std_logic_vector(unsigned(value) + STEP);');
    const analysed = analyse(result.vhdl);
    expect(analysed.log).toBe('');
    expect(analysed.ok).toBe(true);
  });

  it('groups a chain of ?: to the right, as Verilog does, though the grammar groups it to the left', () => {
    const { vhdl } = translate(
      `module pick(input a, input b, input [1:0] x, input [1:0] y, input [1:0] z, output [1:0] q);
         assign q = a ? x : b ? y : z;
       endmodule`,
      'pick',
    );
    expect(vhdl).toContain("q <= x when a = '1' else y when b = '1' else z;");
  });

  it('reads `q <= {q[6:0], d};`, which the grammar misreads as an increment with its operator missing', () => {
    const { vhdl } = translate(
      `module shift(input clk, input d, output reg [7:0] q);
         always @(posedge clk)
           if (d) q <= {q[6:0], d};
       endmodule`,
      'shift',
    );
    expect(vhdl).toContain('q <= q(6 downto 0) & d;');
  });

  it('translates a two-module hierarchy with generic maps, submodule first', () => {
    const { vhdl } = translate(
      `module inv #(parameter N = 2) (input [N-1:0] a, output [N-1:0] y);
         assign y = ~a;
       endmodule
       module top(input [3:0] a, output [3:0] y);
         inv #(.N(4)) u (.a(a), .y(y));
       endmodule`,
      'top',
    );
    expect(vhdl.indexOf('entity inv is')).toBeLessThan(vhdl.indexOf('entity top is'));
    expect(vhdl).toContain('u : entity work.inv');
    expect(vhdl).toContain('generic map (N => 4)');
    expect(analyse(vhdl).ok).toBe(true);
  });

  it('hands to the back end what it does not translate, saying what and where', () => {
    expect(
      refusal('module m(input [3:0] a, output reg [2:0] n);\ninteger k;\nalways @* begin k = 3; n = k; end\nendmodule', 'm'),
    ).toContain('读取自己赋值的 integer k');
    expect(refusal('module m(input a, output y);\nwire t__x;\nassign t__x = a;\nassign y = t__x;\nendmodule', 'm')).toContain(
      't__x 在 VHDL 中不合法',
    );
    expect(refusal('module m(input in, output y);\nwire in_sig;\nassign in_sig = in;\nassign y = in_sig;\nendmodule', 'm')).toContain(
      'in_sig 重复',
    );
    expect(refusal('module m(input a, input A, output y);\nassign y = a & A;\nendmodule', 'm')).toContain('只差大小写');
    expect(
      refusal('module m(input [3:0] a, output reg [3:0] y);\nalways @* begin y = a; while (y > 4) y = y - 1; end\nendmodule', 'm'),
    ).toContain('while');
    expect(refusal('module m(input clk, input d, output reg q);\nalways @(posedge clk) q = d;\nendmodule', 'm')).toContain('阻塞赋值');
    const scoped = refusal(
      'module m(input [3:0] a, output [3:0] y);\ngenvar i;\ngenerate for (i = 0; i < 4; i = i + 1) begin : g\n  wire t;\n  assign t = a[i];\n  assign y[i] = t;\nend endgenerate\nendmodule',
      'm',
    );
    expect(scoped).toContain('generate 块内的声明');
    expect(scoped).toContain('第 3 行');
  });
});

describe('our translator on VHDL-reserved names', () => {
  it('renames them with _sig everywhere (ports, signals, instances of a renamed module, named connections) and says so', () => {
    const result = translate(
      `module buffer(input [3:0] in, output [3:0] out);
         assign out = ~in;
       endmodule
       module TopModule(input clk, input [3:0] in, output reg [3:0] next);
         wire [3:0] signal;
         buffer b(.in(in), .out(signal));
         always @(posedge clk) next <= signal;
       endmodule`,
      'TopModule',
    );
    expect(result.ports.map((p) => [p.name, p.vhdlName])).toEqual([
      ['clk', 'clk'],
      ['in', 'in_sig'],
      ['next', 'next_sig'],
    ]);
    expect(result.vhdl).toContain('entity buffer_sig is');
    expect(result.vhdl).toContain('b : entity work.buffer_sig');
    expect(result.vhdl).toContain('in_sig => in_sig');
    expect(result.vhdl).toContain('next_sig <= signal_sig;');
    expect(result.notes).toContain('名字 in 是 VHDL 保留字，改名为 in_sig');
    expect(analyse(result.vhdl).ok).toBe(true);
  });
});

describe('our translator on loops, temporaries and initial values', () => {
  it('writes a for loop over an integer counter as VHDL for … loop, and a read-back temporary as a process variable', () => {
    const { vhdl } = translate(
      `module pop(input [7:0] x, output reg [3:0] n);
         integer i;
         always @* begin
           n = 0;
           for (i = 0; i < 8; i = i + 1) n = n + x[i];
         end
       endmodule`,
      'pop',
    );
    expect(vhdl).toContain('variable n_v : std_logic_vector(3 downto 0);');
    expect(vhdl).toContain('for i in 0 to 7 loop');
    expect(vhdl).toContain('n_v := std_logic_vector(unsigned(n_v) + x(i));');
    expect(vhdl).toContain('n <= n_v;');
    expect(analyse(vhdl).ok).toBe(true);
  });

  it("reads `y[i] = …;` and `mem[i] = 4'd0;`, which the grammar leaves as errors, through the parser's repair", () => {
    const { vhdl, notes } = translate(
      `module r(input [3:0] a, input [3:0] b, output reg [3:0] y, output [3:0] q);
         reg [3:0] mem [0:3];
         integer i;
         initial for (i = 0; i < 4; i = i + 1) mem[i] = 4'd0;
         always @* for (i = 0; i < 4; i = i + 1) y[i] = a[i] ^ b[i];
         assign q = mem[a[1:0]];
       endmodule`,
      'r',
    );
    expect(vhdl).toContain("signal mem : mem_t := (others => (others => '0'));");
    expect(vhdl).toContain('y(i) <= a(i) xor b(i);');
    expect(notes).toEqual(['initial 中给存储器 mem 赋初值的循环译为信号 mem 的初值']);
    expect(analyse(vhdl).ok).toBe(true);
  });

  it('carries initial values into VHDL defaults: output ports, internal signals, declaration and ANSI port initialisers, memory words', () => {
    const { vhdl } = translate(
      `module c(clk, q, led, r);
         input clk;
         output [7:0] q;
         output led;
         output r;
         reg r = 1'b1;
         reg [7:0] q;
         reg led = 1'b0;
         reg [3:0] phase = 4'd9;
         initial q = 8'h0;
         always @(posedge clk) begin q <= q + 8'd1; phase <= phase + 4'd1; led <= ~led; r <= ~r; end
       endmodule`,
      'c',
    );
    expect(vhdl).toContain("q : out std_logic_vector(7 downto 0) := (others => '0');");
    expect(vhdl).toContain("led : out std_logic := '0';");
    expect(vhdl).toContain("r : out std_logic := '1'");
    expect(vhdl).toContain('signal phase : std_logic_vector(3 downto 0) := "1001";');
    expect(analyse(vhdl).ok).toBe(true);
    const ansi = translate("module t(input clk, output reg [3:0] n = 4'd5);\n always @(posedge clk) n <= n + 4'd1;\nendmodule", 't');
    expect(ansi.vhdl).toContain('n : out std_logic_vector(3 downto 0) := "0101"');
    const rom = translate(
      "module r(input [1:0] a, output [3:0] y);\nreg [3:0] m [0:3];\ninitial begin m[1] = 4'd5; m[3] = 4'd9; end\nassign y = m[a];\nendmodule",
      'r',
    );
    expect(rom.vhdl).toContain(`signal m : m_t := (1 => "0101", 3 => "1001", others => (others => 'U'));`);
    expect(analyse(rom.vhdl).ok).toBe(true);
  });
});

describe('our translator on generate blocks', () => {
  it('writes generate-for as for … generate and generate-if as if … generate / else generate', () => {
    const { vhdl } = translate(
      `module alt(input [3:0] a, output [3:0] y);
         genvar i;
         generate for (i = 0; i < 4; i = i + 1) begin : g
           if (i % 2 == 0) begin : even
             assign y[i] = a[i];
           end else begin : odd
             assign y[i] = ~a[i];
           end
         end endgenerate
       endmodule`,
      'alt',
    );
    expect(vhdl).toContain('g : for i in 0 to 3 generate');
    expect(vhdl).toContain('even : if i rem 2 = 0 generate');
    expect(vhdl).toContain('else generate');
    expect(vhdl).toContain('y(i) <= not a(i);');
    expect(analyse(vhdl).ok).toBe(true);
  });
});

describe('our translator on SystemVerilog and the constructs of issue 27', () => {
  it('reads logic, always_comb, always_ff, unique case, fill literals, size casts and SystemVerilog memory sizes', () => {
    const { vhdl } = translate(
      `module sv(input logic clk, input logic rst_n, input logic [1:0] op, input logic signed [3:0] a, input logic [3:0] b,
                 output logic [7:0] q, output logic [7:0] wide, output logic [3:0] y, output logic [3:0] word);
         logic [3:0] regs [8];
         always_ff @(posedge clk or negedge rst_n)
           if (!rst_n) q <= '0;
           else if (op == 2'd3) q <= '1;
           else q <= q + 8'd1;
         always_ff @(posedge clk) regs[op] <= b;
         assign word = regs[op];
         assign wide = 8'(a);
         always_comb begin
           unique case (op)
             2'd0: y = b;
             default: y = 4'(a + b);
           endcase
         end
       endmodule`,
      'sv',
    );
    expect(vhdl).toContain('clk : in std_logic;');
    expect(vhdl).toContain('type regs_t is array (0 to 7) of std_logic_vector(3 downto 0);');
    expect(vhdl).toContain('q <= x"00";');
    expect(vhdl).toContain('q <= x"FF";');
    expect(vhdl).toContain('process (all)');
    // 8'(a) of a signed input is a sign extension.
    expect(vhdl).toContain('wide <= std_logic_vector(resize(signed(a), 8));');
    expect(analyse(vhdl).ok).toBe(true);
  });

  it('writes typedef enum names as constants of the base type, a one-bit enum as a vector of one bit, an int enum from 0', () => {
    const { vhdl } = translate(
      `module fsm(input logic clk, input logic reset, input logic x, output logic z, output logic w);
         typedef enum logic [1:0] {IDLE, ONE, TWO = 2'd3} state_t;
         typedef enum logic {LEFT, RIGHT} side_t;
         state_t state;
         side_t side;
         enum {A, B} phase;
         always_ff @(posedge clk)
           if (reset) begin state <= IDLE; side <= LEFT; phase <= A; end
           else begin
             case (state)
               IDLE: if (x) state <= ONE;
               ONE: state <= TWO;
               default: state <= IDLE;
             endcase
             side <= x ? RIGHT : LEFT;
             phase <= B;
           end
         assign z = (state == TWO) && (side == RIGHT);
         assign w = phase == B;
       endmodule`,
      'fsm',
    );
    expect(vhdl).toContain('constant TWO : std_logic_vector(1 downto 0) := "11";');
    expect(vhdl).toContain('constant RIGHT : std_logic_vector(0 downto 0) := "1";');
    expect(vhdl).toContain("signal phase : std_logic_vector(31 downto 0) := (others => '0');");
    expect(analyse(vhdl).ok).toBe(true);
  });

  it("repairs `q <= {…, a ^ b};` after else (the grammar takes it for a cast) and parenthesises a concatenation's operands", () => {
    const { vhdl } = translate(
      `module lfsr(input clk, input reset, output reg [4:0] q);
         always @(posedge clk)
           if (reset) q <= 5'h1;
           else q <= {q[0], q[4], q[3] ^ q[0], q[2], ~q[1]};
       endmodule`,
      'lfsr',
    );
    // `&` binds tighter than xor in VHDL: without the parentheses this is another function.
    expect(vhdl).toContain('q <= q(0) & q(4) & (q(3) xor q(0)) & q(2) & (not q(1));');
    expect(analyse(vhdl).ok).toBe(true);
  });

  it('writes a case on an expression or on parameters as an if/elsif chain, and +: / -: selects as shifts', () => {
    const { vhdl } = translate(
      `module m #(parameter S0 = 2'd0, parameter S1 = 2'd1) (input j, input k, input [1:0] s, input [31:0] v, input [2:0] sel,
                 input [99:0] w, input [6:0] p, output reg [1:0] y, output reg z, output [3:0] nib, output [3:0] top,
                 output far, output near);
         always @(*) begin
           case ({j, k})
             2'b00, 2'b11: y = 2'd0;
             default: y = 2'd1;
           endcase
           case (s)
             S0: z = 1'b0;
             S1: z = 1'b1;
             default: z = j;
           endcase
         end
         assign nib = v[sel*4 +: 4];
         assign top = v[31 - sel*4 -: 4];
         assign far = w[p];
         assign near = v[p[4:0]];
       endmodule`,
      'm',
    );
    expect(vhdl).toMatch(/if \(.*j & k.*\) or \(.*\) then/);
    expect(vhdl).toContain('if s = S0 then');
    expect(vhdl).toContain('nib <= std_logic_vector(resize(shift_right(unsigned(v), to_integer(');
    expect(vhdl).toContain('maximum(0, ');
    // A 7-bit index can leave 100 bits (Verilog reads x there; a VHDL index would stop the simulation): a shift.
    expect(vhdl).toContain('far <= shift_right(unsigned(w), to_integer(unsigned(p)))(0);');
    expect(vhdl).toContain('near <= v(to_integer(unsigned(p(4 downto 0))));');
    expect(analyse(vhdl).ok).toBe(true);
  });

  it('renames a localparam that differs only in case from a signal, and says so', () => {
    const { vhdl, notes } = translate(
      `module c(input clk, input reset, input in, output reg [1:0] count);
         localparam IDLE = 0, COUNT = 1;
         reg state;
         always @(posedge clk)
           if (reset) begin state <= IDLE; count <= 2'd0; end
           else case (state)
             IDLE: if (in) state <= COUNT;
             COUNT: count <= count + 2'd1;
           endcase
       endmodule`,
      'c',
    );
    expect(vhdl).toContain('constant COUNT_const : integer := 1;');
    expect(notes).toContain('常量 COUNT 与信号 count 只差大小写（VHDL 不区分大小写），改名为 COUNT_const');
    expect(analyse(vhdl).ok).toBe(true);
  });

  it('refuses always_latch (a latch), naming it', () => {
    expect(refusal('module l(input en, input d, output logic q);\n  always_latch if (en) q <= d;\nendmodule\n', 'l')).toContain(
      'always_latch',
    );
  });
});
