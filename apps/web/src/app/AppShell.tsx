/**
 * The frame around every page: navigation bar, the routed page, footer, account dialogs and toasts.
 * Plain header/main/footer elements styled as antd's Layout styles them (shell.css): Layout would
 * bring its Sider into the first download for a frame that needs a few CSS rules (issue 30).
 */
import { theme } from 'antd';
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
    <div
      className="vd-layout"
      style={{ minHeight: '100vh', background: token.colorBgLayout, fontFamily: token.fontFamily, fontSize: token.fontSize }}
    >
      <header
        className="vd-header"
        style={{ color: token.colorText, background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <NavBar />
      </header>
      <main className="vd-content" style={{ color: token.colorText }}>
        {/* Keyed by path: after an error, moving to another page tries again. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <AuthModalsHost />
      <FeedbackHost />
      <ScrollToTop />
    </div>
  );
}
