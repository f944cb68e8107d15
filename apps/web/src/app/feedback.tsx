/**
 * User feedback outside the page flow: toasts (spec §2: success, error, warning, info; 2 s;
 * stacked at top center 16 px apart) and the confirm dialog helper. FeedbackHost binds both to
 * the theme; call `toast.*` and `confirmDialog` from anywhere. Both load their antd code when
 * first used (ToastHolder.tsx, ConfirmDialog.tsx), not with the first page.
 */
import type { message } from 'antd';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createStore, useStore } from '../lib/store.ts';
import { LazyBoundary } from './LazyBoundary.tsx';

/**
 * Why these values: the spec's 2 s default and top-center placement; `stack: false` lists toasts
 * one under another (antd separates them by the theme's `margin` token, 16 px) instead of folding them.
 */
export const TOAST_CONFIG = { duration: 2, top: 16, stack: false, maxCount: 5 } as const;

type MessageInstance = ReturnType<typeof message.useMessage>[0];
let messages: MessageInstance | undefined;
/** FeedbackHosts mounted: without one, a toast goes to antd's own container (as antd's static message). */
let hosts = 0;

type ToastKind = 'success' | 'error' | 'warning' | 'info';
interface PendingToast {
  kind: ToastKind;
  content: ReactNode;
  duration?: number;
}
/** Toasts asked for while the toast list loads; shown, in order, once it is there. */
let pending: PendingToast[] = [];
/** Set by the first toast: FeedbackHost then loads and mounts the toast list. */
const toastsWanted = createStore(false);

const show = (kind: ToastKind) => (content: ReactNode, duration?: number) => {
  if (messages) {
    void messages[kind](content, duration);
    return;
  }
  if (hosts === 0) {
    void import('./ToastHolder.tsx').then(({ staticMessages }) => staticMessages[kind](content, duration));
    return;
  }
  pending.push({ kind, content, duration });
  toastsWanted.set(true);
};

/** ToastHolder's instance: shows what waited, takes the next toasts; returns the detach for its unmount. */
export function attachToasts(api: MessageInstance): () => void {
  messages = api;
  const waiting = pending;
  pending = [];
  for (const { kind, content, duration } of waiting) void api[kind](content, duration);
  return () => {
    if (messages === api) messages = undefined;
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** A destructive action (delete): the confirm button turns red. */
  danger?: boolean;
}

export interface ConfirmRequest extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

const confirmRequest = createStore<ConfirmRequest | null>(null);

/** Asks the user; resolves true on confirm, false on cancel or close. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    confirmRequest.get()?.resolve(false);
    confirmRequest.set({
      ...options,
      resolve: (confirmed) => {
        confirmRequest.set(null);
        resolve(confirmed);
      },
    });
  });
}

const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx'));

function ConfirmHost() {
  const request = useStore(confirmRequest);
  if (!request) return null;
  return (
    <LazyBoundary onError={() => request.resolve(false)}>
      <Suspense fallback={null}>
        <ConfirmDialog request={request} />
      </Suspense>
    </LazyBoundary>
  );
}

const ToastHolder = lazy(() => import('./ToastHolder.tsx'));

export function FeedbackHost() {
  const wanted = useStore(toastsWanted);
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  }, []);
  return (
    <>
      {wanted && (
        <LazyBoundary onError={(error) => console.error('提示组件加载失败', error)}>
          <Suspense fallback={null}>
            <ToastHolder />
          </Suspense>
        </LazyBoundary>
      )}
      <ConfirmHost />
    </>
  );
}
