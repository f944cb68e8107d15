/**
 * The QR payment view of an open order (spec §2 VIP page): the QR code, order number, package and
 * amount, the time left to pay, the status indicator, and the check, change-package and cancel
 * buttons. The demo provider's orders say plainly that no money moves.
 */
import type { ResponseOf } from '@veridojo/contracts';
import { Alert, Badge, Button, Col, Descriptions, Row, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Panel } from '../../ui/Panel.tsx';

export type PayableOrder = ResponseOf<'vipRecharge'>['data'];

/** What the status indicator says: waiting, checking, or why the last check failed. */
export type CheckPhase = { kind: 'waiting' } | { kind: 'checking' } | { kind: 'failed'; text: string };

interface Props {
  order: PayableOrder;
  phase: CheckPhase;
  busy: boolean;
  onCheck: () => void;
  onCancel: () => void;
  onChangePackage: () => void;
}

export function PaymentView({ order, phase, busy, onCheck, onCancel, onChangePackage }: Props) {
  return (
    <Panel title="扫码支付" data-testid="qr-view" style={{ marginTop: 24 }}>
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} sm={10} style={{ textAlign: 'center' }}>
          <img src={order.qr_code} alt="支付二维码" width={240} height={240} style={{ background: '#fff', borderRadius: 8 }} />
        </Col>
        <Col xs={24} sm={14}>
          {order.reused && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title="你有一个尚未支付的订单，可以继续扫码支付，或更换套餐。"
              data-testid="open-order-notice"
            />
          )}
          <Descriptions column={1} size="small">
            <Descriptions.Item label="订单号">{order.order_number}</Descriptions.Item>
            <Descriptions.Item label="套餐">
              {order.package_name}（{order.vip_days}天）
            </Descriptions.Item>
            <Descriptions.Item label="金额">¥{order.amount}</Descriptions.Item>
            <Descriptions.Item label="剩余时间">
              <TimeLeft expiresAt={order.expires_at} onElapsed={onCheck} />
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <Badge
                status={phase.kind === 'failed' ? 'error' : 'processing'}
                text={phase.kind === 'checking' ? '正在检查支付状态…' : phase.kind === 'failed' ? phase.text : '等待支付'}
                data-testid="order-phase"
              />
            </Descriptions.Item>
          </Descriptions>
          {order.provider === 'demo' && (
            <Alert
              type="info"
              showIcon
              style={{ margin: '12px 0' }}
              title="演示支付：本站没有配置支付宝，不会真实扣款"
              description={
                <>
                  用手机扫码，或
                  <a href={order.qr_content} target="_blank" rel="noreferrer">
                    在新窗口打开确认页
                  </a>
                  ，确认后本页会自动显示结果。
                </>
              }
            />
          )}
          <Space wrap style={{ marginTop: 12 }}>
            <Button type="primary" onClick={onCheck} loading={phase.kind === 'checking'}>
              检查支付状态
            </Button>
            <Button onClick={onChangePackage} disabled={busy}>
              更换套餐
            </Button>
            <Button onClick={onCancel} loading={busy}>
              取消订单
            </Button>
          </Space>
        </Col>
      </Row>
    </Panel>
  );
}

/** Why 1 s: the countdown shows seconds. */
const TICK_MS = 1000;

/** `12:05` left to pay (hours when the order is longer); once the time is over, the order is checked once. */
function TimeLeft({ expiresAt, onElapsed }: { expiresAt: string; onElapsed: () => void }) {
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, deadline - now);
  const elapsed = left === 0;
  const latest = useRef(onElapsed);
  latest.current = onElapsed;
  useEffect(() => {
    if (elapsed) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [elapsed]);
  useEffect(() => {
    // The server closes an order past its time at the next check: ask now rather than at the next poll.
    if (elapsed) latest.current();
  }, [elapsed]);
  if (elapsed) return <span data-testid="time-left">支付时间已到，正在确认订单状态…</span>;
  const seconds = Math.ceil(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const text = `${h > 0 ? `${h}:` : ''}${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return (
    <span data-testid="time-left" aria-label={`剩余支付时间 ${text}`}>
      {text}
    </span>
  );
}
