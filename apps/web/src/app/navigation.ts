/**
 * The navigation bar's items (spec §2) and the one rule for following a link that needs login:
 * a logged-out user gets the login modal instead of the page.
 */
import type { User } from '@veridojo/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loggedInOrAsk } from './guards.tsx';

export interface NavItem {
  path: string;
  label: string;
  /** Logged out, a click opens the login modal (spec §2). */
  requiresLogin?: boolean;
  /** Shown only to a logged-in admin. */
  adminOnly?: boolean;
  /** Shown only to a logged-in teacher (issue 33: the teacher area). */
  teacherOnly?: boolean;
}

const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: '首页' },
  { path: '/problem/all', label: '题库' },
  { path: '/online-ide', label: '在线Verilog编译', requiresLogin: true },
  { path: '/verilog-converter', label: 'Verilog转VHDL', requiresLogin: true },
  { path: '/vip-recharge', label: 'VIP充值', requiresLogin: true },
  { path: '/about', label: '关于' },
  { path: '/teacher', label: '教师中心', requiresLogin: true, teacherOnly: true },
  { path: '/admin', label: '管理后台', requiresLogin: true, adminOnly: true },
];

export const PROFILE_PATH = '/user/profile';

export function visibleNavItems(user: User | null): NavItem[] {
  return NAV_ITEMS.filter((item) => (!item.adminOnly || user?.is_admin === true) && (!item.teacherOnly || user?.is_teacher === true));
}

/** Which item a location belongs to: /problem/7 is under 题库, /opensource under 关于. */
export function navKeyFor(pathname: string): string | undefined {
  if (pathname === '/') return '/';
  if (pathname.startsWith('/problem')) return '/problem/all';
  if (pathname.startsWith('/opensource')) return '/about';
  return NAV_ITEMS.find((item) => item.path !== '/' && pathname.startsWith(item.path))?.path;
}

/** Navigates, or opens the login modal when the target needs login and nobody is logged in. */
export function useGuardedNavigate(): (path: string, requiresLogin?: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (path, requiresLogin = false) => {
      // A visitor logs in first and then lands where they were going.
      if (!requiresLogin || loggedInOrAsk(path)) void navigate(path);
    },
    [navigate],
  );
}
