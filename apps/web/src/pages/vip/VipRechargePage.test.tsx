/**
 * The VIP page against a fake server (spec §2 VIP page, §4 VIP order): packages with the
 * recommended badge, the order summary, the QR view checked at once and on demand, the success
 * view with the expiry and the refreshed user, cancel, and the alert of a failed create.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    expires_at: '2026-11-24T17:15:00.000Z',
    provider: 'demo',
    reused: false,
  },
};
const status = (value: 'pending' | 'paid', label: string) => ({
  success: true,
  data: {
    status: value,
    status_label: label,
    order_number: ORDER.data.order_number,
    paid_at: value === 'paid' ? '2026-11-24T17:01:00.000Z' : null,
    vip_expiry_date: value === 'paid' ? '2027-02-22T04:00:00.000Z' : null,
    membership_type: value === 'paid' ? 'vip' : 'normal',
    note: null,
  },
});
const NO_ORDERS = { success: true, data: { orders: [], total: 0, page: 1, limit: 20 } };
const NORMAL = { success: true, data: { membership_type: 'normal', vip_expiry_date: null, is_vip: false } };

function serve(overrides: Record<string, Answer | ((call: unknown) => Answer)> = {}) {
  return mockApi({
    'GET /api/payment/vip/packages': { body: PACKAGES },
    'GET /api/payment/vip/orders': { body: NO_ORDERS },
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
