/**
 * User feedback outside the page flow: toasts (spec §2: success, error, warning, info; 2 s;
 * stacked at top center 16 px apart) and the confirm dialog helper. FeedbackHost binds both to
 * the theme; call `toast.*` and `confirmDialog` from anywhere.
 */
import { message } from 'antd';
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

type ToastKind = 'success' | 'error' | 'warning' | 'info';
const show = (kind: ToastKind) => (content: ReactNode, duration?: number) => {
  const target = messages ?? message;
  void target[kind](content, duration);
};

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

export function FeedbackHost() {
  const [api, holder] = message.useMessage(TOAST_CONFIG);
  useEffect(() => {
    messages = api;
    return () => {
      if (messages === api) messages = undefined;
    };
  }, [api]);
  return (
    <>
      {holder}
      <ConfirmHost />
    </>
  );
}
