/** The three states of a lazily loaded route (spec §2): loading, component failed to load, load error with reload. */
import { Button } from 'antd';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';
import { Muted } from '../ui/text.tsx';
import { errorMessage } from './ErrorBoundary.tsx';

export function PageLoading() {
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '96px 0' }}>
      <Spinner />
      <Muted>页面加载中…</Muted>
    </div>
  );
}

/** The module loaded but held no page component: a fault of the build, not of the network. */
export function ComponentFailedView({ path }: { path: string }) {
  return <StatusView status="warning" title="组件加载失败" detail={`无法显示路由 ${path} 的页面组件。`} />;
}

/** The page's code could not be downloaded (network, or a new release replaced the files). */
export function PageLoadErrorView({ path, error }: { path: string; error: unknown }) {
  return (
    <StatusView
      status="error"
      title="页面加载失败"
      detail={`路由 ${path} 的页面未能加载：${errorMessage(error)}。请检查网络后重新加载。`}
      actions={
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}
