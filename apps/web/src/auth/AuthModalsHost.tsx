/**
 * Mounts the account dialogs where the shell can reach them. Their code (antd Form, Modal)
 * is downloaded the first time one opens, so the home page does not carry it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '../app/feedback.tsx';
import { LazyBoundary } from '../app/LazyBoundary.tsx';
import { closeLoginModal, useAuthModals } from './auth-modals.ts';

const LoginModal = lazy(() => import('./LoginModal.tsx'));
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal.tsx'));

function failed() {
  toast.error('登录窗口加载失败，请刷新页面后重试');
  closeLoginModal();
}

export function AuthModalsHost() {
  const { login, forgotPassword } = useAuthModals();
  // Once opened, a modal stays mounted so that closing it can animate.
  const [loginMounted, setLoginMounted] = useState(login);
  const [forgotMounted, setForgotMounted] = useState(forgotPassword);
  useEffect(() => {
    if (login) setLoginMounted(true);
    if (forgotPassword) setForgotMounted(true);
  }, [login, forgotPassword]);

  return (
    <LazyBoundary onError={failed}>
      <Suspense fallback={null}>
        {(login || loginMounted) && <LoginModal />}
        {(forgotPassword || forgotMounted) && <ForgotPasswordModal />}
      </Suspense>
    </LazyBoundary>
  );
}
