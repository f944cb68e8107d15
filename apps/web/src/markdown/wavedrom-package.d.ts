// Types for the parts of the `wavedrom` package we call (it ships none): the pure render path only,
// reached through the aliases of build/wavedrom-render.ts.
declare module 'wavedrom/render-any' {
  /** An onml tree: [tag, attributes?, ...children]. */
  type OnmlNode = [string, Record<string, unknown>?, ...unknown[]];
  export default function renderAny(index: number, source: unknown, waveSkin: Record<string, unknown>, notFirstSignal?: boolean): OnmlNode;
}

declare module 'wavedrom/onml-stringify' {
  export default function stringify(tree: unknown): string;
}

declare module 'wavedrom/skins/*' {
  const skins: Record<string, unknown>;
  export default skins;
}
