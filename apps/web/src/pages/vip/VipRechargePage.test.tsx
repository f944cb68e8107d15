/**
 * The VIP page against a fake server (spec §2 VIP page, §4 VIP order): packages with the
 * recommended badge, the order summary, the QR view checked at once and on demand, the success
 * view with the expiry and the refreshed user, cancel, and the alert of a failed create; the open
 * order shown again on a reopened page, the confirm before changing the package, the notice of an
 * order that expired or was cancelled while shown, 我的订单 page by page, and every failure in
 * Chinese (a failed cancel keeps the order).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUser, getUser, setUser } from '../../auth/session.ts';
import { aUser, mockApi, type Answer } from '../../test/fetch-mock.ts';
import { renderInApp } from '../../test/render.tsx';
import VipRechargePage from './VipRechargePage.tsx';

const PACKAGES = {
  success: true,
  data: [
    {
      id: 'vip_7days',
      name: '体验周卡',
      price: '9.90',
      price_fen: 990,
      days: 7,
      description: '一周',
      features: ['全部题目'],
      recommended: false,
    },
    {
      id: 'vip_90days',
      name: '季度会员',
      price: '79.90',
      price_fen: 7990,
      days: 90,
      description: '三个月',
      features: ['AI 分析'],
      recommended: true,
    },
  ],
};
const ORDER = {
  success: true,
  data: {
    order_id: 7,
    order_number: 'VDABCDEFGHJKMNPQRSTVWX',
    qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    qr_content: 'http://localhost/vip-recharge/demo-pay/VDABCDEFGHJKMNPQRSTVWX',
    amount: '79.90',
    amount_fen: 7990,
    package_name: '季度会员',
    vip_days: 90,
    // Why 15 minutes ahead: an order open now (the countdown runs; a past time would be checked at once).
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    provider: 'demo',
    reused: false,
  },
};
const status = (value: 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded', label: string, note: string | null = null) => ({
  success: true,
  data: {
    status: value,
    status_label: label,
    order_number: ORDER.data.order_number,
    paid_at: value === 'paid' ? '2026-11-24T17:01:00.000Z' : null,
    vip_expiry_date: value === 'paid' ? '2027-02-22T04:00:00.000Z' : null,
    membership_type: value === 'paid' ? 'vip' : 'normal',
    note,
  },
});
const NO_ORDERS = { success: true, data: { orders: [], total: 0, page: 1, limit: 20, open_order: null } };
const ORDERS = 'GET /api/payment/vip/orders?page=1&limit=20';
const NORMAL = { success: true, data: { membership_type: 'normal', vip_expiry_date: null, is_vip: false } };

function serve(overrides: Record<string, Answer | ((call: unknown) => Answer)> = {}) {
  return mockApi({
    'GET /api/payment/vip/packages': { body: PACKAGES },
    [ORDERS]: { body: NO_ORDERS },
    'GET /api/payment/vip/info': { body: NORMAL },
    'POST /api/payment/vip/recharge': { body: ORDER },
    'GET /api/payment/vip/status/7': { body: status('pending', '待支付') },
    'POST /api/payment/vip/cancel/7': { body: { success: true, message: '订单已取消' } },
    'GET /api/user/check_auth': { body: { is_login: true, user: aUser() } },
    ...overrides,
  });
}

beforeEach(() => setUser(aUser()));
afterEach(() => clearUser());

describe('the VIP page (spec §2, §4 VIP order)', () => {
  it('shows the packages with the recommended one chosen, creates the order and checks it at once', async () => {
    const { calls } = serve();
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    expect(await screen.findByRole('radio', { name: '季度会员 ¥79.90 90天' })).toBeTruthy();
    expect(screen.getByText('推荐')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '季度会员 ¥79.90 90天' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '体验周卡 ¥9.90 7天' }));
    expect(screen.getByTestId('order-summary').textContent).toContain('¥9.90');
    fireEvent.click(screen.getByRole('radio', { name: '季度会员 ¥79.90 90天' }));
    fireEvent.click(screen.getByRole('button', { name: /创建支付订单/ }));
    expect(await screen.findByTestId('qr-view')).toBeTruthy();
    expect(screen.getByText('VDABCDEFGHJKMNPQRSTVWX')).toBeTruthy();
    expect(screen.getByAltText('支付二维码').getAttribute('src')).toBe(ORDER.data.qr_code);
    expect(screen.getByText('演示支付：本站没有配置支付宝，不会真实扣款')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/payment/vip/recharge')?.body).toEqual({ package_id: 'vip_90days' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/payment/vip/status/7')).toBe(true));
    expect(await screen.findByText('等待支付')).toBeTruthy();
  });

  it('shows the success view with the expiry once paid, and refreshes the stored user', async () => {
    let paid = false;
    serve({
      'GET /api/payment/vip/status/7': () => ({ body: paid ? status('paid', '已支付') : status('pending', '待支付') }),
      'GET /api/user/check_auth': () => ({
        body: { is_login: true, user: aUser({ is_vip: true, membership_type: 'vip', vip_expiry_date: '2027-02-22T04:00:00.000Z' }) },
      }),
    });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    await screen.findByTestId('qr-view');
    await screen.findByText('等待支付');
    paid = true;
    fireEvent.click(await screen.findByRole('button', { name: /检查支付状态/ }));
    expect(await screen.findByText('支付成功，VIP 已开通')).toBeTruthy();
    expect(screen.getByText('VIP到期时间：2027-02-22 12:00:00（北京时间）')).toBeTruthy();
    await waitFor(() => expect(getUser()?.membership_type).toBe('vip'));
  });

  it('cancels the open order and goes back to the packages', async () => {
    const { calls } = serve();
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    await screen.findByTestId('qr-view');
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(await screen.findByTestId('packages')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/payment/vip/cancel/7')).toBe(true);
  });

  it('shows the spec`s alert when the order cannot be created', async () => {
    serve({
      'POST /api/payment/vip/recharge': { status: 503, body: { success: false, message: '没有配置支付宝参数：生产环境不能使用演示支付' } },
    });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    expect(await screen.findByText('创建订单失败：没有配置支付宝参数：生产环境不能使用演示支付')).toBeTruthy();
  });
});

/** An order of 我的订单 as the list call answers it. */
const item = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  order_number: `VD${String(id).padStart(20, '0')}`,
  status: 'cancelled',
  status_label: '已取消',
  package_name: '体验周卡',
  amount: '9.90',
  amount_fen: 990,
  vip_days: 7,
  created_at: '2026-11-20T08:00:00.000Z',
  paid_at: null,
  note: null,
  ...over,
});

describe('an open order on a reopened VIP page (issue 28 item 2)', () => {
  const reopened = () =>
    serve({
      [ORDERS]: {
        body: {
          success: true,
          data: {
            orders: [item(7, { order_number: ORDER.data.order_number, status: 'pending', status_label: '待支付' })],
            total: 1,
            page: 1,
            limit: 20,
            open_order: { ...ORDER.data, reused: true },
          },
        },
      },
    });

  it('shows the pending order again, with its QR code, time left and status polling, instead of the packages', async () => {
    const { calls } = reopened();
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    const view = await screen.findByTestId('qr-view');
    expect(within(view).getByText(ORDER.data.order_number)).toBeTruthy();
    expect(within(view).getByAltText('支付二维码').getAttribute('src')).toBe(ORDER.data.qr_code);
    expect(within(view).getByText('你有一个尚未支付的订单，可以继续扫码支付，或更换套餐。')).toBeTruthy();
    expect(within(view).getByTestId('time-left').textContent).toMatch(/^1[45]:\d\d$/);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/payment/vip/status/7')).toBe(true));
    expect(await within(view).findByText('等待支付')).toBeTruthy();
    expect(screen.queryByTestId('packages')).toBeNull();
    expect(calls.some((c) => c.path === '/api/payment/vip/recharge')).toBe(false);
  });

  it('asks before changing the package: keeping the order changes nothing, confirming cancels it', async () => {
    const { calls } = reopened();
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: '更换套餐' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/更换套餐会先取消这个订单/)).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(ORDER.data.order_number))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('qr-view')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/payment/vip/cancel/7')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '更换套餐' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消订单并更换' }));
    expect(await screen.findByTestId('packages')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/payment/vip/cancel/7')).toHaveLength(1);
    expect(screen.queryByTestId('qr-view')).toBeNull();
  });
});

describe('an order that closes while its QR code is shown (issue 28 item 2)', () => {
  async function showThenClose(closedAs: Answer) {
    let answer: Answer = { body: status('pending', '待支付') };
    serve({ 'GET /api/payment/vip/status/7': () => answer });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    await screen.findByText('等待支付');
    answer = closedAs;
    fireEvent.click(screen.getByRole('button', { name: /检查支付状态/ }));
    return screen.findByTestId('closed-notice');
  }

  it('says that it expired, and offers the packages again', async () => {
    const notice = await showThenClose({ body: status('expired', '已过期') });
    expect(notice.textContent).toContain(`订单 ${ORDER.data.order_number} 已过期：超过支付时间未完成支付`);
    expect(screen.queryByTestId('qr-view')).toBeNull();
    expect(screen.getByTestId('packages')).toBeTruthy();
  });

  it('says that it was cancelled elsewhere', async () => {
    const notice = await showThenClose({ body: status('cancelled', '已取消') });
    expect(notice.textContent).toContain(`订单 ${ORDER.data.order_number} 已取消`);
  });

  it('shows what became of a payment that came after the close', async () => {
    const note = '这笔付款没能开通会员（订单已关闭、套餐已下架或金额不符）：¥79.90 已原路退回';
    const notice = await showThenClose({ body: status('refunded', '已退款', note) });
    expect(notice.textContent).toContain(note);
  });
});

describe('the time left to pay (issue 28 item 2)', () => {
  it('checks the order as soon as its time is over, without waiting for the next poll, and says it expired', async () => {
    let over = false;
    const { calls } = serve({
      // Why 1.5 s: well inside the 5 s poll, so only the countdown can ask in time.
      'POST /api/payment/vip/recharge': () => ({
        body: { ...ORDER, data: { ...ORDER.data, expires_at: new Date(Date.now() + 1500).toISOString() } },
      }),
      'GET /api/payment/vip/status/7': () => ({ body: over ? status('expired', '已过期') : status('pending', '待支付') }),
    });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    await screen.findByText('等待支付');
    expect(screen.getByTestId('time-left')).toBeTruthy();
    over = true;
    // Why 3 s: the notice must come before the poll 5 s after the order was created.
    const notice = await screen.findByTestId('closed-notice', undefined, { timeout: 3000 });
    expect(notice.textContent).toContain('已过期');
    expect(calls.filter((c) => c.path === '/api/payment/vip/status/7')).toHaveLength(2);
  });
});

describe('a payment credited after its order was closed elsewhere (issue 28 item 1, told on the VIP page)', () => {
  it('shows the success view with the note', async () => {
    const note = '订单关闭后才收到这笔付款：已按原套餐为你开通会员';
    let paid = false;
    serve({
      'GET /api/payment/vip/status/7': () => ({ body: paid ? status('paid', '已支付', note) : status('pending', '待支付') }),
    });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    await screen.findByText('等待支付');
    paid = true;
    fireEvent.click(screen.getByRole('button', { name: /检查支付状态/ }));
    expect(await screen.findByText('支付成功，VIP 已开通')).toBeTruthy();
    expect(screen.getByTestId('paid-note').textContent).toBe(note);
  });
});

describe('我的订单 page by page (issue 28 item 3)', () => {
  it('reads every page of the orders, with the total', async () => {
    const page = (n: number, count: number) => ({
      body: {
        success: true,
        data: {
          orders: Array.from({ length: count }, (_, k) => item(100 - (n - 1) * 20 - k)),
          total: 45,
          page: n,
          limit: 20,
          open_order: null,
        },
      },
    });
    const { calls } = serve({
      [ORDERS]: page(1, 20),
      'GET /api/payment/vip/orders?page=2&limit=20': page(2, 20),
      'GET /api/payment/vip/orders?page=3&limit=20': page(3, 5),
    });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    const table = await screen.findByRole('table', { name: '我的订单' });
    expect(await within(table).findByText(item(100).order_number)).toBeTruthy();
    expect(screen.getByText('共 45 个订单')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(await within(table).findByText(item(56).order_number)).toBeTruthy();
    expect(within(table).queryByText(item(100).order_number)).toBeNull();
    expect(calls.some((c) => c.path === '/api/payment/vip/orders?page=3&limit=20')).toBe(true);
  });
});

describe('failures on the VIP page, in Chinese (issue 28 item 4)', () => {
  it('words a create that got no answer without English', async () => {
    serve({ 'POST /api/payment/vip/recharge': 'network-error' });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    expect(await screen.findByText('创建订单失败：无法连接服务器，请稍后重试')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/network error/i);
  });

  it('shows that the orders, the membership and the packages could not be read, with a retry', async () => {
    let down = true;
    serve({
      [ORDERS]: () => (down ? 'network-error' : { body: NO_ORDERS }),
      'GET /api/payment/vip/info': () => (down ? 'network-error' : { body: NORMAL }),
      'GET /api/payment/vip/packages': () => (down ? { status: 500, body: {} } : { body: PACKAGES }),
    });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    expect((await screen.findByTestId('orders-failure')).textContent).toContain('加载订单失败：无法连接服务器');
    expect(await screen.findByText(/加载会员信息失败：无法连接服务器/)).toBeTruthy();
    expect(await screen.findByText('加载套餐失败')).toBeTruthy();
    down = false;
    fireEvent.click(within(screen.getByTestId('orders-failure')).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByTestId('orders-failure')).toBeNull());
  });

  it('keeps the order when the cancel fails, and says why', async () => {
    const { calls } = serve({
      'POST /api/payment/vip/cancel/7': { status: 503, body: { success: false, message: '支付服务暂时不可用，订单未能取消，请稍后重试' } },
    });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    await screen.findByText('等待支付');
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('支付服务暂时不可用，订单未能取消，请稍后重试')).toBeTruthy();
    expect(screen.getByTestId('qr-view')).toBeTruthy();
    expect(screen.queryByTestId('packages')).toBeNull();
    expect(calls.some((c) => c.path === '/api/payment/vip/cancel/7')).toBe(true);
  });

  it('keeps the order when the cancel gets no answer', async () => {
    serve({ 'POST /api/payment/vip/cancel/7': 'network-error' });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    await screen.findByText('等待支付');
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('取消订单失败：无法连接服务器')).toBeTruthy();
    expect(screen.getByTestId('qr-view')).toBeTruthy();
  });

  it('shows a failed status check beside the order, not only in the console', async () => {
    serve({ 'GET /api/payment/vip/status/7': 'network-error' });
    renderInApp(<VipRechargePage />, { route: '/vip-recharge' });
    fireEvent.click(await screen.findByRole('button', { name: /创建支付订单/ }));
    expect(await screen.findByText('查询支付状态失败：无法连接服务器（稍后自动重试）')).toBeTruthy();
    expect(screen.getByTestId('qr-view')).toBeTruthy();
  });
});
