/**
 * The top's ports on both sides of a conversion: in the VHDL that Icarus's back end wrote (it
 * picks std_logic, unsigned or signed per port, sorts the ports by name, and renames a module or
 * port whose name VHDL reserves or forbids: `sra` → `sra_module`, `next` → `next_sig`) and in the
 * compiled Verilog (vvp's `.port_info`, in declaration order) — matched, so the co-simulation's
 * two testbenches drive the same port under each language's name.
 */

type VhdlPortType = 'std_logic' | 'std_logic_vector' | 'unsigned' | 'signed';

export interface VhdlPort {
  /** The Verilog name (what the Verilog testbench connects). */
  name: string;
  /** The VHDL name (what the VHDL testbench connects). */
  vhdlName: string;
  direction: 'in' | 'out' | 'inout' | 'buffer';
  type: VhdlPortType;
  width: number;
  /** The declared type as written (`unsigned(4 downto 0)`). */
  typeText: string;
}

/** A port line with its white space already collapsed to single spaces (no `\s*\s*` to backtrack over). */
const PORT =
  /^([A-Za-z][A-Za-z0-9_]*) ?: ?(in|out|inout|buffer) (std_logic|std_logic_vector|unsigned|signed) ?(?:\( ?(\d+) (downto|to) (\d+) ?\))? ?;?$/i;

/**
 * The entity generated from Verilog module `top` and its ports (named as in VHDL), or null when
 * the text holds no such entity or a port this reader does not know.
 */
export function entityPorts(vhdl: string, top: string): { entity: string; ports: VhdlPort[] } | null {
  const escaped = top.replace(/[$]/g, '\\$');
  const start = new RegExp(
    `^-- Generated from Verilog module ${escaped} \\(.*\\n(?:--.*\\n)*entity\\s+([A-Za-z][A-Za-z0-9_]*)\\s+is\\s*$`,
    'm',
  ).exec(vhdl);
  if (!start) return null;
  const entity = start[1]!;
  const rest = vhdl.slice(start.index + start[0].length);
  const end = /^end\s+entity\s*;/im.exec(rest);
  const body = end ? rest.slice(0, end.index) : '';
  const open = /port\s*\(/i.exec(body);
  if (!open) return { entity, ports: [] };
  const close = body.lastIndexOf(');');
  if (close < open.index) return null;
  const ports: VhdlPort[] = [];
  for (const line of body.slice(open.index + open[0].length, close).split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('--')) continue;
    const match = PORT.exec(line.trim().replace(/\s+/g, ' '));
    if (!match) return null;
    const [, name, direction, type, left, dir, right] = match;
    const typeName = type!.toLowerCase() as VhdlPortType;
    if (typeName !== 'std_logic' && left === undefined) return null;
    const width = left === undefined ? 1 : Math.abs(Number(left) - Number(right)) + 1;
    if (dir && dir.toLowerCase() === 'to') return null;
    ports.push({
      name: name!,
      vhdlName: name!,
      direction: direction!.toLowerCase() as VhdlPort['direction'],
      type: typeName,
      width,
      typeText: left === undefined ? typeName : `${typeName}(${left} downto ${right})`,
    });
  }
  return { entity, ports };
}

interface VerilogPort {
  name: string;
  direction: 'in' | 'out' | 'inout';
  width: number;
}

/** The top module's ports in declaration order, from the compiled design (vvp assembly). */
export function verilogPorts(vvp: string, top: string): VerilogPort[] | null {
  const lines = vvp.split('\n');
  const at = lines.findIndex((line) => line.includes(`.scope module, "${top}" "${top}" `));
  if (at < 0) return null;
  const ports: VerilogPort[] = [];
  for (const line of lines.slice(at + 1)) {
    if (line.includes('.scope ')) break;
    const match = /^\s*\.port_info \d+ \/(INPUT|OUTPUT|INOUT) (\d+) "([^"]+)";/.exec(line);
    if (!match) continue;
    const direction = match[1] === 'INPUT' ? 'in' : match[1] === 'OUTPUT' ? 'out' : 'inout';
    ports.push({ name: match[3]!, direction, width: Number(match[2]) });
  }
  return ports;
}

const fold = (name: string) => name.toLowerCase().replaceAll('_', '');

/**
 * Each Verilog port with its VHDL twin (same name up to case, or the back end's `_sig` rename),
 * or the name of the first port without one.
 */
export function matchPorts(vhdl: VhdlPort[], verilog: VerilogPort[]): VhdlPort[] | { unmatched: string } {
  // Looked up by name, not searched per port (a top may have thousands): the first of each name wins, as a search would.
  const byName = new Map<string, VhdlPort>();
  const byFold = new Map<string, VhdlPort>();
  for (const p of vhdl) {
    if (!byName.has(p.vhdlName.toLowerCase())) byName.set(p.vhdlName.toLowerCase(), p);
    if (!byFold.has(fold(p.vhdlName))) byFold.set(fold(p.vhdlName), p);
  }
  const matched: VhdlPort[] = [];
  for (const port of verilog) {
    const twin = byName.get(port.name.toLowerCase()) ?? byFold.get(`${fold(port.name)}sig`);
    if (!twin || twin.width !== port.width) return { unmatched: port.name };
    matched.push({ ...twin, name: port.name });
  }
  if (matched.length === vhdl.length) return matched;
  const names = new Set(matched.map((m) => m.vhdlName));
  return { unmatched: vhdl.find((p) => !names.has(p.vhdlName))!.vhdlName };
}
