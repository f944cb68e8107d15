/**
 * Row and Col for the first download: antd Grid's 24-column flex layout (gutter as row margin
 * and column padding, spans per breakpoint), without antd's breakpoint observer and its
 * generated 24 × 7 column classes. The rules are in app/shell.css (.vd-row, .vd-col-*).
 */
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

/** Horizontal gutter of the row around a column, in px. */
const GutterContext = createContext(0);

export function Row({
  gutter = 0,
  justify,
  style,
  children,
}: {
  /** Horizontal, or [horizontal, vertical], px between columns. */
  gutter?: number | [number, number];
  justify?: CSSProperties['justifyContent'];
  style?: CSSProperties;
  children: ReactNode;
}) {
  const [horizontal, vertical] = typeof gutter === 'number' ? [gutter, undefined] : gutter;
  return (
    <GutterContext.Provider value={horizontal}>
      <div
        className="vd-row"
        style={{ marginInline: horizontal ? -horizontal / 2 : undefined, rowGap: vertical, justifyContent: justify, ...style }}
      >
        {children}
      </div>
    </GutterContext.Provider>
  );
}

/** Breakpoints as antd's (xs below 576 px, md from 768 px, lg from 992 px): columns of 24 from there on. */
type Spans = { xs?: number; md?: number; lg?: number };

/** A span's width as antd writes it: 8 → 33.33333333333333%. */
const width = (span: number) => `${(span / 24) * 100}%`;

export function Col({ style, children, ...spans }: Spans & { style?: CSSProperties; children: ReactNode }) {
  const gutter = useContext(GutterContext);
  const sizes = (Object.keys(spans) as (keyof Spans)[]).filter((size) => spans[size] !== undefined);
  const vars = Object.fromEntries(sizes.map((size) => [`--vd-col-${size}`, width(spans[size]!)]));
  return (
    <div
      className={['vd-col', ...sizes.map((size) => `vd-col-${size}`)].join(' ')}
      style={{ paddingInline: gutter ? gutter / 2 : undefined, ...style, ...vars }}
    >
      {children}
    </div>
  );
}
