/**
 * The navigation bar (spec §2): brand, page items (管理后台 for admins only), theme toggle, and
 * on the right either login/register buttons or the user's name, membership badge and menu.
 * Items are plain links styled by shell.css (antd Menu would weigh on the first download).
 */
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { openLoginModal, preloadLoginModal } from '../auth/auth-modals.ts';
import { useCurrentUser } from '../auth/session.ts';
import { toggleTheme, useTheme } from '../theme/theme.ts';
import { navKeyFor, useGuardedNavigate, visibleNavItems, type NavItem } from './navigation.ts';
import { UserMenuSlot } from './UserMenuSlot.tsx';

function ThemeToggle() {
  const dark = useTheme() === 'dark';
  const label = dark ? '切换到浅色主题' : '切换到深色主题';
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={label}
      title={label}
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      onClick={toggleTheme}
    />
  );
}

function NavLink({ item, active }: { item: NavItem; active: boolean }) {
  const go = useGuardedNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and new-window clicks; the route guard still applies there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(item.path, item.requiresLogin);
  };
  return (
    <a href={item.path} className="vd-nav-link" aria-current={active ? 'page' : undefined} onClick={onClick}>
      {item.label}
    </a>
  );
}

export function NavBar() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const selected = navKeyFor(pathname);

  return (
    <nav className="vd-nav" aria-label="主导航">
      <Link
        to="/"
        aria-label="VeriDojo 首页"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          color: token.colorText,
          fontWeight: 700,
          fontSize: 20,
          flexShrink: 0,
          textDecoration: 'none',
        }}
      >
        {/* The "V" mark is drawn by CSS (shell.css): as text it would not be part of the link's name. */}
        <span aria-hidden className="vd-logo-mark" />
        VeriDojo
      </Link>
      <div className="vd-nav-items">
        {visibleNavItems(user).map((item) => (
          <NavLink key={item.path} item={item} active={item.path === selected} />
        ))}
      </div>
      <div className="vd-nav-actions">
        <ThemeToggle />
        {user ? (
          <UserMenuSlot user={user} />
        ) : (
          <>
            <Button onClick={() => openLoginModal('login')} onPointerEnter={preloadLoginModal}>
              登录
            </Button>
            <Button type="primary" onClick={() => openLoginModal('register')} onPointerEnter={preloadLoginModal}>
              注册
            </Button>
          </>
        )}
      </div>
    </nav>
  );
}
