import { describe, expect, it } from 'vitest';
import { runSteps, tool } from '../steps.ts';
import { GHDL_RUN } from './convert.ts';
import { generatedVhdlProblem, ghdlUnitsProblem, lexVhdl } from './vhdl-units.ts';

/** What Icarus's back end writes for a two-module design (shape measured over the converter's corpus). */
const HEAD = 'library ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.numeric_std.all;\n';
const design = (body = '  y <= a;\n') =>
  `${HEAD}
-- Generated from Verilog module top (/job/src.f0.v:1)
entity top is
  port (
    a : in std_logic;
    y : out std_logic
  );
end entity;

architecture from_verilog of top is
  signal t : std_logic;
begin
${body}end architecture;

entity sub is
  port (q : out unsigned(3 downto 0));
end entity;

architecture from_verilog of sub is
begin
  q <= x"A";
end architecture;
`;

/** The report-string injection of issue 26 as Icarus's back end wrote it. */
const INJECTED = design(
  '  process is\n  begin\n    report "X"; wait; end process; end architecture; package p is function s(c : string) return integer; ' +
    'attribute foreign of s : function is "VHPIDIRECT libc.so.6 system"; end package; package body p is function s(c : string) ' +
    'return integer is begin return 0; end function; end package body; use work.p.all; architecture evil of top is begin process ' +
    'variable r : integer; begin r := s("id" & nul); report "";\n    wait;\n  end process;\n',
);

describe('the generated VHDL is only the translated design', () => {
  it('accepts what the translators write, strings and comments that merely mention units included', () => {
    expect(generatedVhdlProblem(design(), 'top')).toBeNull();
    const mentions = design(
      '  -- package p is; architecture evil of top is\n  y <= a;\n  assert t = \'1\' report "package body; attribute foreign" severity note;\n',
    );
    expect(generatedVhdlProblem(mentions, 'top')).toBeNull();
    expect(generatedVhdlProblem(design("  y <= a when t'event and t = '1';\n"), 'top')).toBeNull();
  });

  it('refuses the report-string injection: a package, a foreign attribute and a second architecture', () => {
    expect(generatedVhdlProblem(INJECTED, 'top')).toContain('程序包');
  });

  it.each([
    ['a second architecture of the top', design() + 'architecture evil of top is begin end architecture;\n', '2 个结构体'],
    ['an entity without architecture', design() + 'entity lone is end entity;\n', '0 个结构体'],
    ['an entity declared twice', design() + 'entity top is end entity;\n', '出现了两次'],
    ['an attribute', design('  y <= a;\n').replace('signal t : std_logic;', 'signal t : std_logic;\n  attribute keep : boolean;'), '属性'],
    ['a configuration', design() + 'configuration c of top is for from_verilog end for; end configuration;\n', '配置'],
    ['another library', design().replace('library ieee;', 'library ieee, evil;'), '引用了库 evil'],
    [
      'a use of another library',
      design().replace('use ieee.numeric_std.all;', 'use ieee.numeric_std.all;\nuse evil.p.all;'),
      '使用了库 evil',
    ],
    ['an extended identifier', design('  \\y;x\\ <= a;\n'), '扩展标识符'],
    ['a string naming a foreign interface', design('  report "VHPIDIRECT libc.so.6 system";\n'), '外部调用'],
    ['an unterminated string', design('  report "open\n'), '字符串没有结束'],
  ])('refuses %s', (_what, vhdl, problem) => {
    expect(generatedVhdlProblem(vhdl, 'top')).toContain(problem);
  });

  it('requires the top entity when its name is known', () => {
    expect(generatedVhdlProblem(design(), 'other')).toContain('缺少顶层实体 other');
    expect(generatedVhdlProblem(design(), null)).toBeNull();
  });

  it('lexes doubled quotes inside strings and character literals', () => {
    const tokens = lexVhdl('report "a ""package"" b"; x <= \'"\';');
    expect(tokens).not.toBeTypeOf('string');
    expect((tokens as { kind: string }[]).map((t) => t.kind)).toEqual([
      'word',
      'string',
      'symbol',
      'word',
      'symbol',
      'symbol',
      'char',
      'symbol',
    ]);
  });
});

describe("GHDL's list of the analysed units", () => {
  const listing = (...lines: string[]) => ['# Library work', '# Directory: /job/', ...lines].join('\n');
  it('accepts the design and the co-simulation testbench', () => {
    expect(
      ghdlUnitsProblem(
        listing('entity top', 'architecture from_verilog of top', 'entity vd_cosim', 'architecture sim of vd_cosim'),
        'top',
        'vd_cosim',
      ),
    ).toBeNull();
  });
  it.each([
    ['a package', ['package p', 'package body p'], '多余的一项'],
    ['a second architecture', ['architecture evil of top'], '2 个结构体'],
    ['a configuration', ['configuration c'], '多余的一项'],
  ])('refuses %s', (_what, extra, problem) => {
    const units = ['entity top', 'architecture from_verilog of top', 'entity vd_cosim', 'architecture sim of vd_cosim', ...extra];
    expect(ghdlUnitsProblem(listing(...units), 'top', 'vd_cosim')).toContain(problem);
  });
});

describe('the co-simulation runs GHDL so that a foreign subprogram cannot start a program', () => {
  // A package whose function is libc's system(), called with a constrained string (passed as a C pointer).
  const command = 'echo owned > /job/owned';
  const length = command.length + 1;
  const vhdl = `package p is
  subtype cmd_t is string(1 to ${length});
  function sys(c : cmd_t) return integer;
  attribute foreign of sys : function is "VHPIDIRECT libc.so.6 system";
end package;
package body p is
  function sys(c : cmd_t) return integer is begin return 0; end function;
end package body;
use work.p.all;
entity evil is end entity;
architecture a of evil is
begin
  process
    variable r : integer;
  begin
    r := sys("${command}" & NUL);
    wait;
  end process;
end architecture;
`;
  const runWith = async (argv: string[]) => {
    const analyse = tool({ id: 'analyse', argv: ['ghdl', '-a', '--std=08', '--workdir=/job', '/in/evil.vhd'], stopOnError: true });
    const run = tool({ id: 'run', argv: [...argv, 'evil'], emit: ['/job/owned'] });
    const result = await runSteps({ files: { 'evil.vhd': vhdl }, steps: [analyse, run] });
    expect(analyse.read(result).exitCode).toBe(0);
    return run.read(result).outputs['/job/owned']?.toString('utf8') ?? null;
  };

  it('a plain GHDL run would have run the command (the attack is real)', async () => {
    expect(await runWith(GHDL_RUN.slice(GHDL_RUN.indexOf('--') + 1))).toBe('owned\n');
  });

  it('the converter’s GHDL run does not', async () => {
    expect(await runWith(GHDL_RUN)).toBeNull();
  });
});
