// Lazy route pages: loading state, 'component failed to load' view, load error with reload.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { lazyPage } from './lazy-page.tsx';

// React reports the errors these tests provoke on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('lazy route pages (spec §2)', () => {
  it('shows a loading state, then the page', async () => {
    let resolve!: (m: { default: () => string }) => void;
    const Page = lazyPage('/about', () => new Promise((r) => (resolve = r)));
    renderInApp(<Page />);
    expect(screen.getByText('页面加载中…')).toBeTruthy();
    resolve({ default: () => '关于页面' });
    expect(await screen.findByText('关于页面')).toBeTruthy();
  });

  it("names the route when the module holds no component ('component failed to load')", async () => {
    const Page = lazyPage('/opensource', async () => ({}));
    renderInApp(<Page />);
    expect(await screen.findByText('组件加载失败')).toBeTruthy();
    expect(screen.getByText(/\/opensource/)).toBeTruthy();
  });

  it('offers a reload when the code cannot be downloaded', async () => {
    const Page = lazyPage('/user/profile', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderInApp(<Page />);
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText(/\/user\/profile/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
