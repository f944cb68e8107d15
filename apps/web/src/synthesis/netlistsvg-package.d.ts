// Types for the parts of `netlistsvg` (1.0.2, ships none for its built files) and `elkjs` (0.3.0,
// ships none) that SchematicCanvas calls: netlistsvg's render steps one by one, so the layout can
// run in ELK's own worker instead of the main thread (the package's index.js makes an in-page ELK).

declare module 'netlistsvg/built/Skin.js' {
  const Skin: {
    /** The parsed skin (an onml tree); set before anything else is called. */
    skin: unknown;
    getProperties(): { layoutEngine: Record<string, string>; constants?: boolean; splitsAndJoins?: boolean };
  };
  export default Skin;
}

declare module 'netlistsvg/built/FlatModule.js' {
  export class FlatModule {
    constructor(netlist: unknown);
    addConstants(): void;
    addSplitsJoins(): void;
    createWires(): void;
  }
}

declare module 'netlistsvg/built/elkGraph.js' {
  import type { FlatModule } from 'netlistsvg/built/FlatModule.js';
  export function buildElkGraph(module: FlatModule): unknown;
}

declare module 'netlistsvg/built/drawModule.js' {
  import type { FlatModule } from 'netlistsvg/built/FlatModule.js';
  /** The SVG text of a laid-out graph. */
  export default function drawModule(graph: unknown, module: FlatModule): string;
}

/** netlistsvg's own onml (0.3), reached by the alias of build/netlistsvg-parts.ts. */
declare module 'netlistsvg/onml' {
  export function p(xml: string): unknown;
}

declare module 'elkjs/lib/elk-api.js' {
  export default class ELK {
    constructor(options: { workerUrl: string });
    layout(graph: unknown, options?: { layoutOptions?: Record<string, string> }): Promise<unknown>;
    terminateWorker(): void;
  }
}
