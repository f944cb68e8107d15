/**
 * The admin panel against a fake server (spec §2 Admin panel, §8 Admin toasts): a membership
 * change sent with the row's version and its toast; a stale edit shows the server's sentence and
 * reloads; deletion asks first; the configuration form sends prices in yuan and a secret only when
 * typed; the learning path is checked for ids before it is sent; the users, problems and audit
 * log are paged, filtered and sorted by the server, each change a new call; a pack import shows
 * its lines and summary.
 */
import type { AdminConfig, AdminUser } from '@veridojo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, mockApi, type Answer } from '../../test/fetch-mock.ts';
import { renderInApp } from '../../test/render.tsx';
import AdminPage from './AdminPage.tsx';
import { Change } from './AuditTab.tsx';
import { parseIds } from './ProblemsTab.tsx';

const USERS_URL = 'GET /api/admin/user?page=1&page_size=20&search=&sort=id&order=asc';
const bob = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 12,
  username: 'bob',
  email: 'bob@example.com',
  is_admin: false,
  is_teacher: false,
  is_vip: false,
  membership_type: 'normal',
  vip_expiry_date: null,
  created_at: '2026-11-01T00:00:00.000Z',
  version: 3,
  ...over,
});
const usersPage = (users: AdminUser[]) => ({ status: 'success', users, total: users.length, page: 1, page_size: 20 });

const CONFIG: AdminConfig = {
  problem_limit: 5,
  ide_line_limit: 50,
  converter_line_limit: 50,
  ide_max_entries: 200,
  ide_max_file_bytes: 262144,
  ide_max_project_bytes: 4194304,
  deepseek_api_key: '已设置（••••9876）',
  ai_base_url: 'https://api.deepseek.com',
  ai_model: 'deepseek-chat',
  ai_daily_analyses: { normal: 5, vip: 50 },
  ai_daily_chats: { normal: 20, vip: 200 },
  alipay_app_id: '',
  alipay_private_key: '',
  alipay_public_key: '',
  alipay_gateway: 'https://openapi.alipay.com/gateway.do',
  alipay_notify_url: '',
  vip_packages: {
    vip_30days: { name: '月度会员', price: 29.9, days: 30, description: '一个月', features: ['全部题目'], recommended: false },
  },
  vip_order_timeout_minutes: 15,
  rate_limits: {
    submit: { limit: 10, window_seconds: 60 },
    login_fail: { limit: 10, window_seconds: 600 },
    login_fail_account: { limit: 30, window_seconds: 3600 },
    login_fail_ip: { limit: 50, window_seconds: 600 },
    login_ip: { limit: 200, window_seconds: 600 },
    register_ip: { limit: 30, window_seconds: 3600 },
    code_send_ip: { limit: 10, window_seconds: 3600 },
    code_check_ip: { limit: 30, window_seconds: 600 },
    password_change: { limit: 10, window_seconds: 600 },
    ide_export: { limit: 10, window_seconds: 60 },
    class_join: { limit: 10, window_seconds: 600 },
  },
};

function serve(routes: Record<string, Answer | ((call: { body: unknown }) => Answer | Promise<Answer>)>) {
  return mockApi({
    'GET /api/user/check_auth': { body: { is_login: true, user: aUser({ id: 1, username: 'admin', is_admin: true }) } },
    ...routes,
  });
}

beforeEach(() => setUser(aUser({ id: 1, username: 'admin', is_admin: true })));
afterEach(() => clearUser());

describe('the admin panel', () => {
  it('changes a membership with the row’s version and says so', async () => {
    const { calls } = serve({
      [USERS_URL]: { body: usersPage([bob()]) },
      'PUT /api/admin/user/12': (call) => ({
        body: {
          status: 'success',
          message: '用户信息更新成功',
          user: bob({
            ...(call.body as object),
            membership_type: 'vip',
            is_vip: true,
            version: 4,
            vip_expiry_date: '2026-12-24T00:00:00.000Z',
          }),
        },
      }),
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
    const expiry = screen.getByLabelText('bob 的VIP到期时间') as HTMLInputElement;
    expect(expiry.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'bob 的会员类型' }));
    fireEvent.click(await screen.findByTitle('VIP用户'));
    expect(await screen.findByText('用户信息更新成功')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 3, membership_type: 'vip' });
    await waitFor(() => expect((screen.getByLabelText('bob 的VIP到期时间') as HTMLInputElement).value).toBe('2026-12-24T08:00'));
  });

  it('shows the membership in force beside the stored tier and expiry: an expired VIP reads 普通用户 (issue 28 item 8)', async () => {
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString();
    serve({
      [USERS_URL]: {
        body: usersPage([
          bob({ membership_type: 'vip', is_vip: false, vip_expiry_date: '2026-11-20T08:00:00.000Z' }),
          bob({ id: 13, username: 'carol', email: 'carol@example.com', membership_type: 'vip', is_vip: true, vip_expiry_date: future }),
          bob({ id: 14, username: 'dave', email: 'dave@example.com', membership_type: 'premium', is_vip: true, vip_expiry_date: null }),
          bob({ id: 15, username: 'erin', email: 'erin@example.com' }),
        ]),
      },
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
    expect(screen.getByText('当前身份', { selector: 'th' })).toBeTruthy();
    const expired = screen.getByTestId('membership-in-force-12');
    expect(within(expired).getByText('普通用户')).toBeTruthy();
    expect(expired.textContent).toContain('VIP用户已于 2026-11-20 16:00:00 到期');
    // The stored tier and its expiry stay editable beside it.
    expect(within(screen.getByText('bob@example.com').closest('tr')!).getByTitle('VIP用户')).toBeTruthy();
    expect((screen.getByLabelText('bob 的VIP到期时间') as HTMLInputElement).value).toBe('2026-11-20T16:00');
    expect(screen.getByTestId('membership-in-force-13').textContent).toBe('VIP用户');
    expect(screen.getByTestId('membership-in-force-14').textContent).toBe('高级会员长期有效');
    expect(screen.getByTestId('membership-in-force-15').textContent).toBe('普通用户');
  });

  it('makes a user a teacher from the row, with its version', async () => {
    const { calls } = serve({
      [USERS_URL]: { body: usersPage([bob()]) },
      'PUT /api/admin/user/12': (call) => ({
        body: { status: 'success', message: '用户信息更新成功', user: bob({ ...(call.body as object), version: 4 }) },
      }),
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'bob 是教师' }));
    expect(await screen.findByText('用户信息更新成功')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 3, is_teacher: true });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'bob 是教师' }) as HTMLInputElement).checked).toBe(true));
  });

  it('shows the server’s sentence for a stale edit and reloads the table', async () => {
    const { calls } = serve({
      [USERS_URL]: { body: usersPage([bob()]) },
      'PUT /api/admin/user/12': {
        status: 409,
        body: {
          status: 'error',
          code: 'USER_CHANGED',
          message: '该用户刚被其他管理员修改过，请刷新后再改',
          error: '该用户刚被其他管理员修改过，请刷新后再改',
        },
      },
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'bob 是管理员' }));
    expect(await screen.findByText('该用户刚被其他管理员修改过，请刷新后再改')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/admin/user?')).length).toBe(2));
  });

  it('asks before deleting a user; cancelling sends nothing', async () => {
    const { calls } = serve({
      [USERS_URL]: { body: usersPage([bob()]) },
      'DELETE /api/admin/user/12': { body: { status: 'success', message: '用户删除成功' } },
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    await screen.findByText('bob@example.com');
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/此操作不可撤销/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('用户删除成功')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/user/12')).toBe(true);
  });

  it('saves the configuration with prices in yuan and an untouched secret left out', async () => {
    const { calls } = serve({
      'GET /api/admin/config': { body: { status: 'success', config: CONFIG } },
      'PUT /api/admin/config': { body: { status: 'success', config: { ...CONFIG, problem_limit: 8 } } },
    });
    renderInApp(<AdminPage />, { route: '/admin?tab=config' });
    const limit = (await screen.findByLabelText('普通用户可做的题目数')) as HTMLInputElement;
    expect(screen.getByText(/已设置（••••9876）/)).toBeTruthy();
    fireEvent.change(limit, { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('支付宝公钥'), { target: { value: 'NEW-PUBLIC-KEY' } });
    fireEvent.click(screen.getByRole('button', { name: '保存配置' }));
    expect(await screen.findByText('系统配置更新成功')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent.problem_limit).toBe(8);
    expect(sent).not.toHaveProperty('deepseek_api_key');
    expect(sent.alipay_public_key).toBe('NEW-PUBLIC-KEY');
    expect(sent.vip_packages).toEqual({
      vip_30days: { name: '月度会员', price: 29.9, days: 30, description: '一个月', features: ['全部题目'], recommended: false },
    });
  });

  it('shows the server’s reason when the configuration is refused', async () => {
    serve({
      'GET /api/admin/config': { body: { status: 'success', config: CONFIG } },
      'PUT /api/admin/config': {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'vip_packages.vip_30days.price: 价格最小单位为 0.01 元',
          error: 'vip_packages.vip_30days.price: 价格最小单位为 0.01 元',
        },
      },
    });
    renderInApp(<AdminPage />, { route: '/admin?tab=config' });
    fireEvent.click(await screen.findByRole('button', { name: '保存配置' }));
    expect(await screen.findByText('vip_packages.vip_30days.price: 价格最小单位为 0.01 元')).toBeTruthy();
  });

  it('pages and sorts the users on the server, keeping the page when sorting', async () => {
    const { calls } = serve({
      [USERS_URL]: { body: { ...usersPage([bob()]), total: 45 } },
      'GET /api/admin/user?page=2&page_size=20&search=&sort=id&order=asc': { body: { ...usersPage([bob()]), total: 45, page: 2 } },
      'GET /api/admin/user?page=2&page_size=20&search=&sort=username&order=asc': { body: { ...usersPage([bob()]), total: 45, page: 2 } },
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('共 45 位用户')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/user?page=2&page_size=20&search=&sort=id&order=asc')).toBe(true));
    fireEvent.click(screen.getByRole('columnheader', { name: /用户名/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/user?page=2&page_size=20&search=&sort=username&order=asc')).toBe(true),
    );
    expect(calls.filter((c) => c.path.startsWith('/api/admin/user?')).length).toBe(3);
  });

  it("never shows page 1's late answer under page 2", async () => {
    let answerPageOne: (answer: Answer) => void = () => {};
    let reads = 0;
    const carol = bob({ id: 13, username: 'carol' });
    const { calls } = serve({
      // The first read answers at once (the pager appears); the second read of page 1 (刷新) answers late.
      [USERS_URL]: () => {
        reads += 1;
        return reads === 1 ? { body: { ...usersPage([bob()]), total: 45 } } : new Promise<Answer>((resolve) => (answerPageOne = resolve));
      },
      'GET /api/admin/user?page=2&page_size=20&search=&sort=id&order=asc': { body: { ...usersPage([carol]), total: 45, page: 2 } },
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('共 45 位用户')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /刷新/ }));
    await waitFor(() => expect(reads).toBe(2));
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('carol')).toBeTruthy();
    answerPageOne({ body: { ...usersPage([bob({ username: 'late-bob' })]), total: 45 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('late-bob')).toBeNull();
    expect(screen.getByText('carol')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/admin/user?page=1') && c.init.signal?.aborted)).toBeTruthy();
  });

  it('shows the queue, requeues a failed judgement, and reads the queue again', async () => {
    const queue = {
      status: 'success',
      workers: [{ name: 'w1', version: '1.0', kinds: ['judge'], last_seen_at: '2026-11-27T10:00:00.000Z', alive: true, jobs_done: 9 }],
      depth: [{ kind: 'judge', queued: 2, running: 1 }],
      oldest_waiting: null,
      failed: [
        {
          id: 77,
          kind: 'judge',
          error: '判题机崩溃',
          attempts: 3,
          submission_id: 5,
          username: 'bob',
          finished_at: '2026-11-27T10:00:00.000Z',
          requeueable: true,
        },
      ],
      weak_testbenches: [
        {
          submission_id: 8,
          problem_id: 3,
          slug: 'counter-mod10',
          title: '带进位输出的十进制计数器',
          username: 'carol',
          found_at: '2026-11-27T10:00:00.000Z',
          counterexample: {
            status: 'found',
            sequential: true,
            depth: 22,
            cycles: 1,
            inputs: [{ name: 'en', width: 1 }],
            outputs: [{ name: 'carry', width: 1 }],
            steps: [{ inputs: { en: '1' }, expected: { carry: '0' }, yours: { carry: '1' } }],
            differing: ['carry'],
            message: '从全零的初始状态开始，第 1 个时钟周期你的输出与参考答案不同',
          },
        },
      ],
    };
    const { calls } = serve({
      'GET /api/admin/queue': { body: queue },
      'GET /api/admin/payments/issues': { body: { success: true, data: { issues: [] } } },
      'POST /api/admin/queue/jobs/77/requeue': { body: { status: 'success', message: '已重新排队' } },
    });
    renderInApp(<AdminPage />, { route: '/admin?tab=queue' });
    expect(await screen.findByText('判题机崩溃')).toBeTruthy();
    // The weak testbench the search found, for admins: the problem and the counterexample's length.
    expect(screen.getByText('带进位输出的十进制计数器（counter-mod10）')).toBeTruthy();
    expect(screen.getByText('1 个时钟周期；不一致的输出：carry')).toBeTruthy();
    // (The tab's own 10 s refresh may add reads on a slow machine: count from the click.)
    const queueReads = () => calls.filter((c) => c.path === '/api/admin/queue').length;
    const before = queueReads();
    fireEvent.click(screen.getByRole('button', { name: /重新排队/ }));
    expect(await screen.findByText('已重新排队')).toBeTruthy();
    await waitFor(() => expect(queueReads()).toBeGreaterThan(before));
  });

  it('exports the members and says so, or says why not', async () => {
    URL.createObjectURL = () => 'blob:members';
    URL.revokeObjectURL = () => {};
    let refuse = false;
    serve({
      [USERS_URL]: { body: usersPage([bob()]) },
      'GET /api/admin/export/users': () =>
        refuse
          ? { status: 500, body: { status: 'error', message: '导出太频繁' } }
          : { raw: 'id,username\n12,bob\n', contentType: 'text/csv' },
    });
    renderInApp(<AdminPage />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: /导出会员/ }));
    expect(await screen.findByText('会员信息导出成功')).toBeTruthy();
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: /导出会员/ }));
    expect(await screen.findByText('导出失败: 导出太频繁')).toBeTruthy();
  });

  it('pages the problems on the server and back to the first page for a chapter', async () => {
    const problemsPage = (page: number) => ({
      status: 'success',
      problems: [],
      total: 45,
      page,
      page_size: 20,
      chapters: [{ number: 3, title: '第三章 时序逻辑' }],
    });
    const { calls } = serve({
      'GET /api/admin/problem?page=1&page_size=20&search=': { body: problemsPage(1) },
      'GET /api/admin/problem?page=2&page_size=20&search=': { body: problemsPage(2) },
      'GET /api/admin/problem?page=1&page_size=20&search=&chapter=3': { body: problemsPage(1) },
    });
    renderInApp(<AdminPage />, { route: '/admin?tab=problems' });
    expect(await screen.findByText('共 45 道题')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/problem?page=2&page_size=20&search=')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '按章节筛选' }));
    fireEvent.click(await screen.findByTitle('第三章 时序逻辑'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/problem?page=1&page_size=20&search=&chapter=3')).toBe(true));
  });

  it('imports a pack: busy while the references run, then one line per problem, the summary toast and the table read again; a refusal says why', async () => {
    const problemsPage = { status: 'success', problems: [], total: 45, page: 1, page_size: 20, chapters: [] };
    let settle: (answer: Answer) => void = () => {};
    const { calls } = serve({
      'GET /api/admin/problem?page=1&page_size=20&search=': { body: problemsPage },
      'POST /api/admin/problems/import?name=pack': () => new Promise<Answer>((resolve) => (settle = resolve)),
    });
    renderInApp(<AdminPage />, { route: '/admin?tab=problems' });
    expect(await screen.findByText('共 45 道题')).toBeTruthy();
    const zip = new File(['PK'], 'bank.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByTestId('pack-file'), { target: { files: [zip] } });
    fireEvent.click(await screen.findByRole('button', { name: '导入' }));
    expect(await screen.findByText('正在校验题目包：参考答案在沙箱中逐题运行，可能需要一两分钟…')).toBeTruthy();
    const listReads = () => calls.filter((c) => c.path === '/api/admin/problem?page=1&page_size=20&search=').length;
    const before = listReads();
    settle({
      body: {
        status: 'success',
        results: [
          { folder: 'p1', slug: 'and_gate', outcome: 'imported' },
          { folder: 'p2', slug: null, outcome: 'rejected', reason: '参考答案没有通过自己的测试' },
        ],
        summary: { imported: 1, updated: 0, unchanged: 0, rejected: 1 },
      },
    });
    expect(await screen.findByText('导入完成：新增 1，更新 0，拒绝 1')).toBeTruthy();
    expect(screen.getByText('参考答案没有通过自己的测试')).toBeTruthy();
    expect(screen.getByText('已拒绝')).toBeTruthy();
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
    expect(screen.queryByText('正在校验题目包：参考答案在沙箱中逐题运行，可能需要一两分钟…')).toBeNull();

    // The loading icon fades out (antd's motion), still named in the button meanwhile.
    fireEvent.click(screen.getByRole('button', { name: /导入$/ }));
    settle({
      status: 400,
      body: { status: 'error', code: 'BAD_PACK', message: '不是 zip 文件', error: '不是 zip 文件' },
      offContract: true,
    });
    expect(await screen.findByText('不是 zip 文件')).toBeTruthy();
  });

  it('pages the audit log on the server', async () => {
    const auditPage = (page: number) => ({
      status: 'success',
      entries: [
        {
          id: 7,
          admin: 'admin',
          action: 'update_user',
          target: 'user:12',
          before: { is_admin: false },
          after: { is_admin: true },
          address: '127.0.0.1',
          created_at: '2026-11-01T00:00:00.000Z',
        },
      ],
      total: 45,
      page,
      page_size: 20,
    });
    const { calls } = serve({
      'GET /api/admin/audit?page=1&page_size=20&search=': { body: auditPage(1) },
      'GET /api/admin/audit?page=2&page_size=20&search=': { body: auditPage(2) },
      'GET /api/admin/audit?page=1&page_size=20&search=&action=update_user': { body: auditPage(1) },
    });
    renderInApp(<AdminPage />, { route: '/admin?tab=audit' });
    expect(await screen.findByText('共 45 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/audit?page=2&page_size=20&search=')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '按操作筛选' }));
    fireEvent.click(await screen.findByTitle('修改用户'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/audit?page=1&page_size=20&search=&action=update_user')).toBe(true));
  });

  it('reads the learning path as ids', () => {
    expect(parseIds('1, 2，3  4')).toEqual([1, 2, 3, 4]);
    expect(parseIds('')).toEqual([]);
    expect(parseIds('1, two')).toBeNull();
    expect(parseIds('0')).toBeNull();
  });
});

describe('an audit entry', () => {
  it('shows only the fields that changed, or one side alone', () => {
    const { container, rerender } = render(
      <Change before={{ is_admin: false, membership_type: 'normal' }} after={{ is_admin: false, membership_type: 'vip' }} />,
    );
    expect(container.textContent).toBe('membership_type：normal → vip');
    rerender(<Change before={undefined} after={{ imported: 1, rejected: 0 }} />);
    expect(container.textContent).toBe('imported：1rejected：0');
    rerender(<Change before={{ username: 'bob' }} after={undefined} />);
    expect(container.textContent).toBe('删除前：username：bob');
  });
});
