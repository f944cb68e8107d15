/** The frame around every page: navigation bar, the routed page, footer, account dialogs and toasts. */
import { Layout, theme } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthModalsHost } from '../auth/AuthModalsHost.tsx';
import { useSessionCheck } from '../auth/session-check.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FeedbackHost } from './feedback.tsx';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import './shell.css';

/** A new page starts at its top (the declarative router has no ScrollRestoration). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, and an effect may only return a cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppShell() {
  useSessionCheck();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        className="vd-header"
        style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <NavBar />
      </Layout.Header>
      <Layout.Content>
        {/* Keyed by path: after an error, moving to another page tries again. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </Layout.Content>
      <Footer />
      <AuthModalsHost />
      <FeedbackHost />
      <ScrollToTop />
    </Layout>
  );
}
