/**
 * The schematic itself (its own lazy chunk: netlistsvg, lodash and ELK's API load only when a
 * schematic is drawn): one module of Yosys's netlist laid out by ELK in a Web Worker (the page
 * stays responsive however long it takes) and drawn by netlistsvg's default skin, sanitised and
 * coloured by the theme's variables (synthesis.css). Drag pans, the buttons and Ctrl+wheel zoom;
 * a click on a cell whose netlist entry has a `src` attribute asks for its source line.
 */
import { ExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Tooltip } from 'antd';
import ELK from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import * as drawModuleExports from 'netlistsvg/built/drawModule.js';
import { buildElkGraph } from 'netlistsvg/built/elkGraph.js';
import { FlatModule } from 'netlistsvg/built/FlatModule.js';
import * as skinExports from 'netlistsvg/built/Skin.js';
import skinText from 'netlistsvg/lib/default.svg?raw';
import { p as parseSkin } from 'netlistsvg/onml';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { sanitizeSchematicSvg } from './schematic-svg.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { cellSource, type Netlist, type SourcePlace } from './schematic-model.ts';

/**
 * Why 30 s: ELK laid out 354 cells in 5 s on the loaded 2-core machine (the cap is 300); a layout
 * still running after six times that is stuck, and its worker is stopped instead of spinning on.
 */
const LAYOUT_TIMEOUT_MS = 30_000;
/** Why these bounds: below 1/10 a few hundred cells are dots; above 4× one gate fills the view. */
const MIN_SCALE = 0.1;
const MAX_SCALE = 4;
const ZOOM_STEP = 1.25;
/** Why 4 px: a pointer that moved less than this between press and release clicked, it did not drag. */
const CLICK_SLOP_PX = 4;

/**
 * A CommonJS `exports.default` of netlistsvg's: the bundler hands the module over as Node does
 * (`default` is the whole `exports`, so the value is one level further down), or unwrapped.
 */
function commonJsDefault<T>(namespace: { default: T }): T {
  const value: unknown = namespace.default;
  return (typeof value === 'object' && value !== null && 'default' in value ? (value as { default: T }).default : value) as T;
}

const Skin = commonJsDefault(skinExports);
const drawModule = commonJsDefault(drawModuleExports);

/** The skin without its <style>: inline SVG styles would reach the whole page; synthesis.css styles it instead. */
const SKIN = skinText.replace(/<style>[\s\S]*?<\/style>/, '');

/** netlistsvg keeps the skin and the wire names in module-level state: one drawing at a time. */
let drawing: Promise<unknown> = Promise.resolve();

/** netlistsvg's render, step by step, with the layout in `elk`'s worker; resolves to the SVG text. */
function drawSchematic(netlist: Netlist, elk: ELK): Promise<string> {
  const run = drawing.then(async () => {
    Skin.skin = parseSkin(SKIN);
    const layout = Skin.getProperties();
    const flat = new FlatModule(netlist);
    if (layout.constants !== false) flat.addConstants();
    if (layout.splitsAndJoins !== false) flat.addSplitsJoins();
    flat.createWires();
    const graph = await elk.layout(buildElkGraph(flat), { layoutOptions: layout.layoutEngine });
    // Black is the skin's colour; the theme's text colour replaces it (synthesis.css sets `color`).
    return drawModule(graph, flat).replace(/fill:\s*#000\b/g, 'fill:currentColor');
  });
  drawing = run.catch(() => undefined);
  return run;
}

type Drawn =
  { status: 'drawing' } | { status: 'ready'; svg: SVGSVGElement; width: number; height: number } | { status: 'failed'; text: string };

interface View {
  scale: number;
  x: number;
  y: number;
}

interface SchematicCanvasProps {
  /** A netlist of one module (netlistOfModule), under the cap. */
  netlist: Netlist;
  height: number;
  onSource: (place: SourcePlace) => void;
}

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

export default function SchematicCanvas({ netlist, height, onSource }: SchematicCanvasProps) {
  const [drawn, setDrawn] = useState<Drawn>({ status: 'drawing' });
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const frame = useRef<HTMLDivElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; startX: number; startY: number; moved: boolean } | null>(null);
  const module = Object.values(netlist.modules)[0];

  useEffect(() => {
    if (typeof Worker === 'undefined') {
      setDrawn({ status: 'failed', text: '这个浏览器不支持 Web Worker，无法绘制原理图' });
      return;
    }
    const elk = new ELK({ workerUrl: elkWorkerUrl });
    let live = true;
    setDrawn({ status: 'drawing' });
    const timer = setTimeout(() => {
      elk.terminateWorker();
      if (live) setDrawn({ status: 'failed', text: `原理图布局超过 ${LAYOUT_TIMEOUT_MS / 1000} 秒仍未完成，已停止` });
    }, LAYOUT_TIMEOUT_MS);
    drawSchematic(netlist, elk).then(
      (text) => {
        if (!live) return;
        const svg = sanitizeSchematicSvg(text);
        if (!svg) {
          setDrawn({ status: 'failed', text: '原理图绘制失败' });
          return;
        }
        for (const cell of svg.querySelectorAll<SVGGElement>('g[id^="cell_"]')) {
          const place = cellSource(module, cell.id.slice('cell_'.length));
          if (!place) continue;
          cell.classList.add('vd-schematic-linked');
          const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
          title.textContent = `点击跳转到第 ${place.line} 行`;
          cell.prepend(title);
        }
        setDrawn({ status: 'ready', svg, width: Number(svg.getAttribute('width')) || 1, height: Number(svg.getAttribute('height')) || 1 });
      },
      (error: unknown) => {
        console.error('原理图绘制失败', error);
        if (live) setDrawn({ status: 'failed', text: '原理图绘制失败' });
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
      elk.terminateWorker();
    };
  }, [netlist, module]);

  /** The whole drawing in view (never enlarged past its own size). */
  const fit = useCallback(() => {
    if (drawn.status !== 'ready') return;
    const width = frame.current?.clientWidth || drawn.width;
    const scale = clamp(Math.min(1, width / drawn.width, height / drawn.height));
    setView({ scale, x: (width - drawn.width * scale) / 2, y: (height - drawn.height * scale) / 2 });
  }, [drawn, height]);

  useEffect(() => {
    if (drawn.status !== 'ready' || !holder.current) return;
    holder.current.replaceChildren(drawn.svg);
    fit();
  }, [drawn, fit]);

  /** Zooms by `factor` around a point of the frame (its centre by default). */
  const zoom = useCallback((factor: number, at?: { x: number; y: number }) => {
    const box = frame.current?.getBoundingClientRect();
    const px = at?.x ?? (box ? box.width / 2 : 0);
    const py = at?.y ?? (box ? box.height / 2 : 0);
    setView((v) => {
      const scale = clamp(v.scale * factor);
      const k = scale / v.scale;
      return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
    });
  }, []);

  // Ctrl+wheel zooms at the pointer (a plain wheel still scrolls the page); a passive React listener could not prevent the page's zoom.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoom]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: view.x, y: view.y, startX: event.clientX, startY: event.clientY, moved: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.startX;
    const dy = event.clientY - d.startY;
    if (!d.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
    if (!d.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
    d.moved = true;
    setView((v) => ({ ...v, x: d.x + dx, y: d.y + dy }));
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.moved || !(event.target instanceof Element)) return;
    const cell = event.target.closest('g[id^="cell_"]');
    const place = cell ? cellSource(module, cell.id.slice('cell_'.length)) : null;
    if (!cell || !place) return;
    holder.current?.querySelector('.vd-schematic-selected')?.classList.remove('vd-schematic-selected');
    cell.classList.add('vd-schematic-selected');
    onSource(place);
  };

  if (drawn.status === 'failed') return <Alert type="warning" showIcon title={drawn.text} />;
  return (
    <div className="vd-schematic" data-testid="schematic">
      <div className="vd-schematic-tools">
        <Tooltip title="放大">
          <Button size="small" icon={<ZoomInOutlined />} aria-label="放大" onClick={() => zoom(ZOOM_STEP)} />
        </Tooltip>
        <Tooltip title="缩小">
          <Button size="small" icon={<ZoomOutOutlined />} aria-label="缩小" onClick={() => zoom(1 / ZOOM_STEP)} />
        </Tooltip>
        <Tooltip title="适应窗口">
          <Button size="small" icon={<ExpandOutlined />} aria-label="适应窗口" onClick={fit} />
        </Tooltip>
        <span className="vd-schematic-hint">拖动可平移，Ctrl+滚轮缩放；点击有源代码位置的单元可跳到对应行</span>
      </div>
      <div
        ref={frame}
        className="vd-schematic-frame"
        style={{ height }}
        role="img"
        aria-label="原理图"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
      >
        {drawn.status === 'drawing' && (
          <div role="status" aria-label="原理图绘制中" className="vd-schematic-waiting">
            <Spinner size={24} />
            <span>正在布局原理图…</span>
          </div>
        )}
        <div
          ref={holder}
          className="vd-schematic-drawing"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
    </div>
  );
}
