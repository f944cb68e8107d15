// The user menu behind its lazy code: a click on the button while the code is coming opens the menu
// once it mounts; without one it mounts closed. Each test holds back its own lazy menu (the
// component test files share their modules, so the app's own one may have loaded already).
import { act, fireEvent, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/fetch-mock.ts';
import { renderInApp } from '../test/render.tsx';
import UserMenu from './UserMenu.tsx';
import { UserMenuSlot } from './UserMenuSlot.tsx';

/** A lazy menu whose code comes when the test says. */
function heldBackMenu() {
  let release!: () => void;
  const came = new Promise<{ default: typeof UserMenu }>((resolve) => (release = () => resolve({ default: UserMenu })));
  return { menu: lazy(() => came), release: () => act(async () => release()) };
}

describe('the user menu while its code loads', () => {
  it('opens once the code has come when the button was clicked before', async () => {
    const { menu, release } = heldBackMenu();
    renderInApp(<UserMenuSlot user={aUser({ username: 'early' })} menu={menu} />);
    expect(screen.getByTestId('nav-username').textContent).toBe('early');
    fireEvent.click(screen.getByTestId('user-menu'));
    await release();
    expect(await screen.findByRole('menuitem', { name: /退出登录/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /个人中心/ })).toBeTruthy();
  });

  it('stays closed when nobody clicked, and opens on the first click after', async () => {
    const { menu, release } = heldBackMenu();
    renderInApp(<UserMenuSlot user={aUser()} menu={menu} />);
    await release();
    expect(screen.queryByRole('menuitem', { name: /退出登录/ })).toBeNull();
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByRole('menuitem', { name: /退出登录/ })).toBeTruthy();
  });
});
