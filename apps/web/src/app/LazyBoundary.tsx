/** An error boundary for optional lazy parts (dialogs, the user menu): on failure it renders the fallback and reports once. */
import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  /** Shown instead of the failed part; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

export class LazyBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
