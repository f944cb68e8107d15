/** The global error view (spec §8): '加载出错', the error's message and a reload button. */
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusView } from '../ui/StatusView.tsx';

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' && error !== '' ? error : '未知错误';
}

function LoadFailedView({ error }: { error: unknown }) {
  return (
    <StatusView
      status="error"
      title="加载出错"
      detail={errorMessage(error)}
      actions={
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('页面出错', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <LoadFailedView error={this.state.error} /> : this.props.children;
  }
}
