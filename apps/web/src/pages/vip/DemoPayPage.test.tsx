/**
 * The demo provider's confirmation page against a fake server: its failures read in Chinese like
 * every page's (the server's sentence, else 加载订单失败 / 支付未完成, with 无法连接服务器 when no
 * answer came), never the client's English "network error".
 */
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, type Answer } from '../../test/fetch-mock.ts';
import { renderInApp } from '../../test/render.tsx';
import DemoPayPage from './DemoPayPage.tsx';

const NUMBER = 'VDABCDEFGHJKMNPQRSTVWX';
const ORDER = {
  success: true,
  data: { order_number: NUMBER, package_name: '体验周卡', amount: '9.90', vip_days: 7, status: 'pending', status_label: '待支付' },
};

function open(routes: Record<string, Answer>) {
  mockApi({ [`GET /api/payment/demo/orders/${NUMBER}`]: { body: ORDER }, ...routes });
  renderInApp(
    <Routes>
      <Route path="/vip-recharge/demo-pay/:orderNumber" element={<DemoPayPage />} />
    </Routes>,
    { route: `/vip-recharge/demo-pay/${NUMBER}` },
  );
}

describe('the demo payment page`s failures (issue 28 item 4)', () => {
  it('says the order could not be read when no answer came', async () => {
    open({ [`GET /api/payment/demo/orders/${NUMBER}`]: 'network-error' });
    expect(await screen.findByText('加载订单失败：无法连接服务器')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/network error/i);
  });

  it('shows the server`s reason for a refused confirmation', async () => {
    open({
      [`POST /api/payment/demo/orders/${NUMBER}/confirm`]: {
        status: 409,
        body: { success: false, message: '订单已过期，请回到 VIP 页面重新下单' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /确认支付（演示）/ }));
    expect(await screen.findByText('订单已过期，请回到 VIP 页面重新下单')).toBeTruthy();
  });

  it('words a confirmation that got no answer in Chinese', async () => {
    open({ [`POST /api/payment/demo/orders/${NUMBER}/confirm`]: 'network-error' });
    fireEvent.click(await screen.findByRole('button', { name: /确认支付（演示）/ }));
    expect(await screen.findByText('支付未完成：无法连接服务器')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/network error/i);
  });
});
