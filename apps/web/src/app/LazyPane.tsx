/**
 * A pane whose content is a lazily loaded chunk (the waveform viewer, the schematic): a spinner
 * while it loads, and if its chunk fails, a message naming the pane with a button to reload —
 * one shape, so every such pane loads and fails alike.
 */
import { Button, Empty } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../ui/Spinner.tsx';
import { LazyBoundary } from './LazyBoundary.tsx';

const centred = { display: 'flex', justifyContent: 'center', padding: '32px 0' } as const;

/** `what`: the pane's name as its texts say it (波形查看器, 原理图). */
export function LazyPane({ what, children }: { what: string; children: ReactNode }) {
  return (
    <LazyBoundary
      onError={(error) => console.error(`${what}加载失败`, error)}
      fallback={
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${what}加载失败，请刷新页面后重试`}>
          <Button size="small" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        </Empty>
      }
    >
      <Suspense
        fallback={
          <div role="status" aria-label={`${what}加载中`} style={centred}>
            <Spinner size={24} />
          </div>
        }
      >
        {children}
      </Suspense>
    </LazyBoundary>
  );
}
