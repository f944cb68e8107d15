/**
 * The user menu in the navigation bar, behind its lazy code (antd's Dropdown carries the menu
 * engine, kept off the first download). The button shows at once; a click on it before the code
 * has come is kept, and the menu opens as soon as it mounts: a click there used to do nothing, and
 * the menu then mounted closed (seen in the browser tests on a loaded machine).
 */
import type { User } from '@veridojo/contracts';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { toast } from './feedback.tsx';
import { LazyBoundary } from './LazyBoundary.tsx';
import { UserButton } from './UserButton.tsx';
import type { UserMenuProps } from './UserMenu.tsx';

const UserMenu = lazy(() => import('./UserMenu.tsx'));

/** `menu`: the lazy menu itself (a test's own, to hold its code back). */
export function UserMenuSlot({ user, menu: Menu = UserMenu }: { user: User; menu?: ComponentType<UserMenuProps> }) {
  const [wanted, setWanted] = useState(false);
  return (
    <LazyBoundary onError={() => toast.error('用户菜单加载失败，请刷新页面后重试')} fallback={<UserButton user={user} />}>
      <Suspense fallback={<UserButton user={user} onClick={() => setWanted(true)} />}>
        <Menu user={user} initiallyOpen={wanted} />
      </Suspense>
    </LazyBoundary>
  );
}
