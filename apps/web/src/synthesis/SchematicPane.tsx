/**
 * The schematic section of a synthesis report: which module to draw (when the netlist has more
 * than one), the cap's message instead of a drawing for a module too large to lay out and read,
 * or the drawing itself — SchematicCanvas, loaded only now (netlistsvg and ELK are its own chunk).
 */
import { Alert, Empty, Select } from 'antd';
import { lazy, useMemo, useState } from 'react';
import { LazyPane } from '../app/LazyPane.tsx';
import { modulesOf, netlistOfModule, parseNetlist, SCHEMATIC_CELL_CAP, type SourcePlace } from './schematic-model.ts';

const SchematicCanvas = lazy(() => import('./SchematicCanvas.tsx'));

/** Why 420 px: a counter's or a small FSM's drawing fits at full size; larger ones are fitted and zoomed. */
const SCHEMATIC_HEIGHT = 420;

export function SchematicPane({ netlist, onSource }: { netlist: string | null; onSource: (place: SourcePlace) => void }) {
  const parsed = useMemo(() => (netlist === null ? null : parseNetlist(netlist)), [netlist]);
  const modules = useMemo(() => (parsed ? modulesOf(parsed) : []), [parsed]);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = modules.find((m) => m.name === chosen) ?? modules[0];
  const oneModule = useMemo(() => (parsed && current ? netlistOfModule(parsed, current.name) : null), [parsed, current]);

  if (!parsed || !current || !oneModule)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可以绘制的网表（设计没有综合成功，或网表过大未保存）" />;
  return (
    <div>
      {modules.length > 1 && (
        <Select
          size="small"
          aria-label="选择模块"
          value={current.name}
          onChange={setChosen}
          style={{ minWidth: 200, marginBottom: 6 }}
          options={modules.map((m) => ({ value: m.name, label: `${m.name}（${m.cells} 个单元）` }))}
        />
      )}
      {current.cells > SCHEMATIC_CELL_CAP ? (
        <Alert
          type="info"
          showIcon
          data-testid="schematic-cap"
          title={`模块 ${current.name} 有 ${current.cells} 个单元，超过了原理图能清楚显示的 ${SCHEMATIC_CELL_CAP} 个`}
          description="这么多单元的原理图布局很慢，画出来也难以看清，所以不绘制。上面的统计数字是完整的；想看电路结构，可以把设计拆成较小的模块分别综合。"
        />
      ) : (
        <LazyPane what="原理图">
          <SchematicCanvas netlist={oneModule} height={SCHEMATIC_HEIGHT} onSource={onSource} />
        </LazyPane>
      )}
    </div>
  );
}
