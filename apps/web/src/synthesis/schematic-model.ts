/**
 * What the schematic needs to know of Yosys's JSON netlist before anything is drawn: its modules
 * and their cell counts (the cap is checked here, so a huge design never loads the renderer), one
 * module's netlist on its own, and the source place (`src` attribute) of a cell. Pure functions,
 * no renderer: the 综合 report imports this file, the lazily loaded SchematicCanvas the rest.
 */

/**
 * Why 300 cells: netlistsvg lays a module out with ELK's layered algorithm, whose time grows faster
 * than the cell count. Measured with netlistsvg 1.0.2 on the shared 2-core machine under load: 11
 * cells 1.4 s (mostly start-up), 69 cells 1.2 s, 354 cells 5.0 s, 859 cells 12.5 s — and the drawing
 * of 354 cells is already too dense to follow. The layout runs in a worker, so a tab never freezes,
 * but past this a learner would wait for a picture nobody can read: the figures say enough.
 */
export const SCHEMATIC_CELL_CAP = 300;

/** The part of a Yosys netlist module the schematic reads (write_json's shape). */
export interface NetlistModule {
  attributes?: Record<string, string | number>;
  ports?: Record<string, unknown>;
  cells?: Record<string, { type: string; attributes?: Record<string, string | number> }>;
  netnames?: Record<string, unknown>;
}

export interface Netlist {
  modules: Record<string, NetlistModule>;
}

/** The netlist text as sent by the server; null when it is not a Yosys JSON netlist. */
export function parseNetlist(text: string): Netlist | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('modules' in value)) return null;
    const modules = (value as { modules: unknown }).modules;
    if (typeof modules !== 'object' || modules === null) return null;
    return { modules: modules as Record<string, NetlistModule> };
  } catch {
    return null;
  }
}

export interface ModuleSummary {
  name: string;
  cells: number;
  top: boolean;
}

/** The modules with their cell counts, the top module first (Yosys marks it `top`), blackboxes left out. */
export function modulesOf(netlist: Netlist): ModuleSummary[] {
  return Object.entries(netlist.modules)
    .filter(([, m]) => Number(m.attributes?.blackbox ?? 0) !== 1)
    .map(([name, m]) => ({ name, cells: Object.keys(m.cells ?? {}).length, top: Number(m.attributes?.top ?? 0) === 1 }))
    .sort((a, b) => Number(b.top) - Number(a.top));
}

/** A netlist holding `name` alone, marked top: netlistsvg draws the top module (or the first). */
export function netlistOfModule(netlist: Netlist, name: string): Netlist {
  const module = netlist.modules[name];
  if (!module) return { modules: {} };
  return { modules: { [name]: { ...module, attributes: { ...module.attributes, top: 1 } } } };
}

/** A place in the learner's code. */
export interface SourcePlace {
  file: string;
  line: number;
}

/**
 * The first place of a Yosys `src` attribute: "design.v:5.3-6.25", several joined by "|"
 * ("a.v:3.1-3.9|a.v:7.2-7.20"); null when it names no line.
 */
export function sourcePlace(src: unknown): SourcePlace | null {
  if (typeof src !== 'string') return null;
  const first = src.split('|')[0]!;
  const match = /^(.*):(\d+)(?:\.\d+)?(?:-\d+(?:\.\d+)?)?$/.exec(first);
  if (!match) return null;
  const line = Number(match[2]);
  return line > 0 ? { file: match[1]!, line } : null;
}

/** Where a cell of `module` comes from, by its name in the netlist (the schematic's `cell_<name>` ids). */
export function cellSource(module: NetlistModule | undefined, cell: string): SourcePlace | null {
  return sourcePlace(module?.cells?.[cell]?.attributes?.src);
}
