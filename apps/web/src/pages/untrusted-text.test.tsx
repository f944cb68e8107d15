// Attacker suite, stored XSS in the web app: text one person writes and others see — a problem's
// title, tags and statement (an admin's imported pack), a user name and e-mail (the admin's user
// list), a VIP package's name, description and features (the admin's configuration, shown to every
// learner), the AI chat's messages (a learner's question, the provider's answer echoing it) and the
// admin audit log's texts (an admin's name, a target, the values before and after) — rendered from a server answer holding script, event-handler and javascript: payloads.
// Each page shows the payload as text (React escapes it) or as sanitised Markdown
// (markdown/sanitize.ts), and nothing in the page can run: no script element, no on* attribute,
// no javascript: link, nothing executed. A scan of the source keeps the one raw-HTML sink in
// MarkdownView, whose input is always sanitised. The server's side (stored and returned verbatim,
// as JSON data): apps/server/src/http/attacks/stored-text.test.ts; the sanitiser's own cases:
// markdown/markdown.test.tsx.
import fs from 'node:fs';
import path from 'node:path';
import type { AdminUser } from '@veridojo/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUser, setUser } from '../auth/session.ts';
import { aUser, errorAnswer, mockApi } from '../test/fetch-mock.ts';
import { aProblemDetail, PROBLEM_LIST, PUBLIC_CONFIG } from '../test/problems.ts';
import { renderInApp } from '../test/render.tsx';
import AdminPage from './admin/AdminPage.tsx';
import { AiDrawer } from './ide/AiDrawer.tsx';
import ProblemListPage from './problems/ProblemListPage.tsx';
import ProblemPage from './problems/ProblemPage.tsx';
import VipRechargePage from './vip/VipRechargePage.tsx';

/** The payload: each part runs in a page that puts the text in as HTML. */
const XSS = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">点我</a>`;
/** The same in a statement: raw HTML, an event handler, a Markdown javascript: link, an SVG onload. */
const XSS_MARKDOWN = `# 标题\n\n${XSS}\n\n[链接](javascript:window.__pwned=4)\n\n<svg onload="window.__pwned=5"></svg>\n\n<iframe srcdoc="<script>parent.__pwned=6</script>"></iframe>`;

const pwned = () => (window as unknown as { __pwned?: number }).__pwned;

/** Nothing in the page can run: no script, no on* attribute, no javascript: URL, no frame, nothing ran. */
function expectInert() {
  const all = [...document.body.querySelectorAll('*')];
  expect(document.body.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
  const handlers = all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.localName}[${a.name}]`));
  expect(handlers).toEqual([]);
  const urls = all.flatMap((el) =>
    ['href', 'src', 'xlink:href', 'action', 'formaction'].flatMap((name) => {
      const value = el.getAttribute(name);
      return value && /^\s*javascript:/i.test(value) ? [`${el.localName}[${name}]=${value}`] : [];
    }),
  );
  expect(urls).toEqual([]);
  expect(pwned()).toBeUndefined();
}

afterEach(() => {
  act(() => clearUser());
  delete (window as unknown as { __pwned?: number }).__pwned;
});

describe('text others wrote, as the web app shows it', () => {
  it('keeps the one raw-HTML sink in MarkdownView, which renders only sanitised Markdown', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const sources = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('test/'));
    const sinks = sources.flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML|insertAdjacentHTML|document\.write|srcdoc|\beval\(/.test(text)
        ? [file]
        : [];
    });
    expect(sinks).toEqual([path.join('markdown', 'MarkdownView.tsx')]);
    const view = fs.readFileSync(path.join(root, 'markdown', 'MarkdownView.tsx'), 'utf8');
    expect(view).toMatch(/const html = useMemo\(\(\) => renderMarkdown\(/);
    expect(fs.readFileSync(path.join(root, 'markdown', 'markdown.ts'), 'utf8')).toMatch(/return sanitizeHtml\(marked\.parse\(/);
  });

  it('shows an imported problem’s title and tags as text and its statement sanitised', async () => {
    act(() => setUser(aUser()));
    mockApi({
      'GET /api/problem/2': { body: aProblemDetail({ title: XSS, tags: [XSS, '入门'], document: XSS_MARKDOWN }) },
      'GET /api/problem/2/submit_history': { body: [] },
      'GET /api/problem/2/load': errorAnswer(404, 'NO_DRAFT', '没有找到保存的代码草稿'),
      'GET /api/user/check_auth': { body: { is_login: true, user: aUser() } },
    });
    renderInApp(
      <Routes>
        <Route path="/problem/:id" element={<ProblemPage />} />
      </Routes>,
      { route: '/problem/2' },
    );
    expect((await screen.findAllByText(XSS)).length).toBeGreaterThan(0);
    expect(await screen.findByText('链接')).toBeTruthy();
    expectInert();
  });

  it('lists problems with hostile titles and tags as text', async () => {
    act(() => setUser(aUser()));
    mockApi({
      'GET /api/problem/all': { body: PROBLEM_LIST.map((p, i) => (i === 0 ? { ...p, title: XSS, tags: [XSS] } : p)) },
      'GET /api/problem/config': { body: PUBLIC_CONFIG },
      'GET /api/user/check_auth': { body: { is_login: true, user: aUser() } },
    });
    renderInApp(<ProblemListPage />);
    expect((await screen.findAllByText(XSS)).length).toBeGreaterThan(0);
    expectInert();
  });

  it('shows a hostile user name and e-mail in the admin’s user list as text', async () => {
    const admin = aUser({ id: 1, username: 'admin', is_admin: true });
    act(() => setUser(admin));
    const hostile: AdminUser = {
      id: 12,
      username: XSS,
      email: `"${XSS}"@example.com`,
      is_admin: false,
      is_teacher: false,
      is_vip: false,
      membership_type: 'normal',
      vip_expiry_date: null,
      created_at: '2026-11-01T00:00:00.000Z',
      version: 3,
    };
    mockApi({
      'GET /api/user/check_auth': { body: { is_login: true, user: admin } },
      'GET /api/admin/user?page=1&page_size=20&search=&sort=id&order=asc': {
        body: { status: 'success', users: [hostile], total: 1, page: 1, page_size: 20 },
      },
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText(hostile.email!)).toBeTruthy();
    expect(screen.getAllByText(XSS).length).toBeGreaterThan(0);
    expectInert();
  });

  it('shows hostile VIP package texts (the admin’s configuration, every learner’s page) as text', async () => {
    act(() => setUser(aUser()));
    const pkg = {
      id: 'vip_7days',
      name: XSS,
      price: '9.90',
      price_fen: 990,
      days: 7,
      description: XSS,
      features: [XSS],
      recommended: true,
    };
    mockApi({
      'GET /api/payment/vip/packages': { body: { success: true, data: [pkg] } },
      'GET /api/payment/vip/orders?page=1&limit=20': {
        body: { success: true, data: { orders: [], total: 0, page: 1, limit: 20, open_order: null } },
      },
      'GET /api/payment/vip/info': { body: { success: true, data: { membership_type: 'normal', vip_expiry_date: null, is_vip: false } } },
      'GET /api/user/check_auth': { body: { is_login: true, user: aUser() } },
    });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    expect((await screen.findAllByText(XSS)).length).toBeGreaterThan(0);
    expectInert();
  });

  it('shows a hostile question and an answer echoing it in the AI chat as text and sanitised Markdown', async () => {
    act(() => setUser(aUser()));
    const answer = `你问的是：${XSS_MARKDOWN}`;
    mockApi({
      'POST /api/ai/chat/stream': {
        raw: [{ type: 'delta', text: answer }, { type: 'done' }].map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''),
        contentType: 'text/event-stream; charset=utf-8',
      },
    });
    renderInApp(
      <AiDrawer
        open
        onClose={() => undefined}
        context={() => ({ file: { name: XSS, content: XSS }, output: XSS })}
        onInsert={() => undefined}
      />,
    );
    const input = screen.getByLabelText('向 AI 助手提问');
    fireEvent.change(input, { target: { value: XSS } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('ai-user')).textContent).toBe(XSS);
    await waitFor(() => expect(screen.getByTestId('ai-assistant').textContent).toContain('链接'));
    expectInert();
  });

  it('shows hostile texts of the admin audit log (admin, target, before and after) as text', async () => {
    const admin = aUser({ id: 1, username: 'admin', is_admin: true });
    act(() => setUser(admin));
    const entry = {
      id: 9,
      admin: XSS,
      action: 'update_user',
      target: XSS,
      before: { username: XSS },
      after: { username: 'renamed', note: XSS },
      address: '127.0.0.1',
      created_at: '2026-11-01T00:00:00.000Z',
    };
    mockApi({
      'GET /api/user/check_auth': { body: { is_login: true, user: admin } },
      'GET /api/admin/audit?page=1&page_size=20&search=': {
        body: { status: 'success', entries: [entry], total: 1, page: 1, page_size: 20 },
      },
    });
    renderInApp(<AdminPage />, { route: '/admin?tab=audit' });
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(screen.getAllByText(XSS).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(`${XSS} → renamed`, { exact: false })).toBeTruthy();
    expectInert();
  });
});
