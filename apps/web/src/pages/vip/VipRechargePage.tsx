/**
 * /vip-recharge (spec §2 VIP page, §4 VIP order): package cards, the order summary, the QR payment
 * view with its countdown, status, check, change of package and cancel, the success view, and the
 * user's orders page by page. Reopened mid-payment, the page shows the open order again (the order
 * list carries it); changing the package asks before the open order is cancelled; an order that
 * expires or is cancelled while shown is said so, and a failed cancel keeps the order on screen.
 * Paying refreshes the stored user at once, so the navigation badge and the personal center show
 * the membership.
 */
import { CheckCircleFilled, CrownOutlined } from '@ant-design/icons';
import type { VipPackageView } from '@veridojo/contracts';
import { Alert, Badge, Button, Col, Descriptions, Result, Row, Table, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBERSHIP_LABELS, type OrderStatus, type ResponseOf } from '@veridojo/contracts';
import { useApiAction } from '../../api/action.ts';
import { actionFailureText, apiCall } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { confirmDialog } from '../../app/feedback.tsx';
import { checkSession } from '../../auth/session-check.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { formatShanghaiTime } from '../../lib/time.ts';
import { Panel } from '../../ui/Panel.tsx';
import { Muted } from '../../ui/text.tsx';
import { priceTag } from '../home/use-public-config.ts';
import { createOrderFailure } from './payment-failures.ts';
import { PaymentView, type CheckPhase, type PayableOrder } from './PaymentView.tsx';
import { useMyOrders, type OrdersAnswer } from './use-my-orders.ts';
import { useOrderPolling } from './use-order-polling.ts';

type OrderList = OrdersAnswer['orders'];
type VipInfo = ResponseOf<'vipInfo'>['data'];

const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'processing',
  paid: 'success',
  cancelled: 'default',
  expired: 'warning',
  refunded: 'magenta',
};

/** An order that closed while its QR code was shown: what happened, and what the user can do now. */
interface ClosedNotice {
  orderNumber: string;
  status: Exclude<OrderStatus, 'pending' | 'paid'>;
  note: string | null;
}

const CLOSED_TEXTS: Record<ClosedNotice['status'], string> = {
  expired: '已过期：超过支付时间未完成支付，二维码已失效。如需开通，请重新选择套餐下单。',
  cancelled: '已取消（可能在其他页面取消或更换了套餐），二维码已失效。如需开通，请重新选择套餐下单。',
  refunded: '已关闭，二维码已失效。',
};

export default function VipRechargePage() {
  usePageTitle('VIP充值');
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [selected, setSelected] = useState<string | null>(null);
  const [order, setOrder] = useState<PayableOrder | null>(null);
  const [phase, setPhase] = useState<CheckPhase>({ kind: 'waiting' });
  const [closed, setClosed] = useState<ClosedNotice | null>(null);
  const [paidUntil, setPaidUntil] = useState<string | null | undefined>(undefined);
  // A payment credited after its order was closed (another tab cancelled it): the user is told so.
  const [paidNote, setPaidNote] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const createOrder = useApiAction('vipRecharge', { failure: (error) => setCreateError(createOrderFailure(error)) });
  const cancelOrder = useApiAction('vipCancel', { success: (answer) => answer.message, failure: '取消订单失败' });
  // The order on screen, for answers that arrive after it was replaced or cancelled (they change nothing).
  const shownId = useRef<number | null>(null);
  shownId.current = order?.order_id ?? null;
  const myOrders = useMyOrders();
  const { reload: reloadOrders } = myOrders;

  const infoRead = useApiQuery('vipInfo');
  const info: VipInfo | { failed: string } | null =
    infoRead.status === 'failed' ? { failed: actionFailureText(infoRead.error, '加载会员信息失败') } : (infoRead.data?.data ?? null);
  const { refetch: refetchInfo } = infoRead;
  const reloadInfo = useCallback(() => void refetchInfo(), [refetchInfo]);

  // freshMs 0: the home page's kept answer (its VIP figure) is shown at once but read again here.
  const packagesRead = useApiQuery('vipPackages', {}, { freshMs: 0 });
  const packages: VipPackageView[] | 'loading' | { failed: string } =
    packagesRead.status === 'ready'
      ? packagesRead.data.data
      : packagesRead.status === 'failed' && !packagesRead.fetching
        ? { failed: actionFailureText(packagesRead.error, '加载套餐失败') }
        : 'loading';
  const packageList = packagesRead.data?.data;
  useEffect(() => {
    if (packageList) setSelected((current) => current ?? packageList.find((p) => p.recommended)?.id ?? packageList[0]?.id ?? null);
  }, [packageList]);
  const { refetch: refetchPackages } = packagesRead;
  const loadPackages = () => void refetchPackages();

  // Reopened mid-payment: the first list read brings the open order back (QR, countdown, polling).
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !myOrders.answer) return;
    adopted.current = true;
    const open = myOrders.answer.open_order;
    if (open) setOrder((current) => current ?? open);
  }, [myOrders.answer]);

  const check = useCallback(
    async (orderId: number) => {
      setPhase({ kind: 'checking' });
      try {
        const answer = await apiCall('vipOrderStatus', undefined, { id: orderId });
        const { status, order_number: orderNumber, note } = answer.data;
        if (shownId.current !== orderId) return true;
        setPhase({ kind: 'waiting' });
        if (status === 'pending') return true;
        setOrder(null);
        if (status === 'paid') {
          setPaidUntil(answer.data.vip_expiry_date);
          setPaidNote(note);
          reloadInfo();
          await checkSession();
        } else {
          setClosed({ orderNumber, status, note });
        }
        void reloadOrders();
      } catch (error) {
        if (shownId.current === orderId)
          setPhase({ kind: 'failed', text: `${actionFailureText(error, '查询支付状态失败')}（稍后自动重试）` });
        return false;
      }
      return true;
    },
    [reloadInfo, reloadOrders],
  );
  useOrderPolling(order?.order_id ?? null, check);

  const create = async () => {
    if (!selected) return;
    setCreateError(null);
    const answer = await createOrder.run({ body: { package_id: selected } });
    if (!answer) return;
    setOrder(answer.data);
    setPhase({ kind: 'waiting' });
    setClosed(null);
    setPaidUntil(undefined);
    void reloadOrders();
  };

  /** Cancels the shown order. A failure keeps it on screen and checks it again (it may have been paid meanwhile). */
  const cancel = async (shown: PayableOrder) => {
    const answer = await cancelOrder.run({ params: { id: shown.order_id } });
    if (!answer) {
      // It may have been paid meanwhile: look again.
      void check(shown.order_id);
      return;
    }
    setOrder((current) => (current?.order_id === shown.order_id ? null : current));
    void reloadOrders();
  };

  const changePackage = async (shown: PayableOrder) => {
    const confirmed = await confirmDialog({
      title: '更换套餐',
      message: `订单 ${shown.order_number}（${shown.package_name}，¥${shown.amount}）尚未支付。更换套餐会先取消这个订单，它的二维码随即失效。确定要更换吗？`,
      confirmText: '取消订单并更换',
      cancelText: '继续支付',
      danger: true,
    });
    if (confirmed) await cancel(shown);
  };

  const chosen = Array.isArray(packages) ? packages.find((p) => p.id === selected) : undefined;

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 24px 64px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        <CrownOutlined style={{ color: token.colorWarning, marginInlineEnd: 8 }} />
        升级VIP会员
      </Typography.Title>
      {info && 'failed' in info ? (
        <Muted data-testid="vip-info">
          {info.failed}{' '}
          <Button type="link" size="small" onClick={reloadInfo}>
            重试
          </Button>
        </Muted>
      ) : (
        info && (
          <Muted data-testid="vip-info">
            当前身份：{MEMBERSHIP_LABELS[info.membership_type]}
            {info.is_vip && info.vip_expiry_date ? `，到期时间 ${formatShanghaiTime(info.vip_expiry_date)}（北京时间）` : ''}
          </Muted>
        )
      )}

      {paidUntil !== undefined ? (
        <Result
          status="success"
          title="支付成功，VIP 已开通"
          subTitle={
            <>
              {paidUntil ? `VIP到期时间：${formatShanghaiTime(paidUntil)}（北京时间）` : 'VIP 长期有效'}
              {paidNote && <div data-testid="paid-note">{paidNote}</div>}
            </>
          }
          extra={
            <Button type="primary" onClick={() => void navigate('/')}>
              返回首页
            </Button>
          }
        />
      ) : order ? (
        <PaymentView
          key={order.order_id}
          order={order}
          phase={phase}
          busy={cancelOrder.busy}
          onCheck={() => void check(order.order_id)}
          onCancel={() => void cancel(order)}
          onChangePackage={() => void changePackage(order)}
        />
      ) : (
        <>
          {closed && (
            <Alert
              type="warning"
              showIcon
              closable
              onClose={() => setClosed(null)}
              style={{ marginTop: 24 }}
              data-testid="closed-notice"
              title={`订单 ${closed.orderNumber} ${CLOSED_TEXTS[closed.status]}`}
              description={closed.note ?? undefined}
            />
          )}
          {packages !== 'loading' && 'failed' in packages && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 24 }}
              title={packages.failed}
              action={
                <Button size="small" onClick={loadPackages}>
                  重试
                </Button>
              }
            />
          )}
          {Array.isArray(packages) && (
            <Row gutter={[16, 16]} style={{ marginTop: 24 }} data-testid="packages">
              {packages.map((p) => (
                <Col key={p.id} xs={24} sm={12} lg={8}>
                  <PackageCard pkg={p} selected={p.id === selected} onSelect={() => setSelected(p.id)} />
                </Col>
              ))}
            </Row>
          )}
          {chosen && (
            <Panel title="订单信息" style={{ marginTop: 24 }} data-testid="order-summary">
              <Descriptions column={{ xs: 1, sm: 3 }} size="small">
                <Descriptions.Item label="套餐">{chosen.name}</Descriptions.Item>
                <Descriptions.Item label="时长">{chosen.days}天</Descriptions.Item>
                <Descriptions.Item label="合计">¥{chosen.price}</Descriptions.Item>
              </Descriptions>
              {createError && <Alert type="error" showIcon title={createError} style={{ margin: '12px 0' }} />}
              <Button
                type="primary"
                size="large"
                icon={<CrownOutlined />}
                loading={createOrder.busy}
                onClick={() => void create()}
                style={{ marginTop: 16 }}
              >
                创建支付订单
              </Button>
            </Panel>
          )}
        </>
      )}

      <Typography.Title level={4} style={{ marginTop: 40 }}>
        我的订单
      </Typography.Title>
      {myOrders.failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={myOrders.failure}
          data-testid="orders-failure"
          action={
            <Button size="small" onClick={() => void reloadOrders()}>
              重试
            </Button>
          }
        />
      )}
      <Table
        size="small"
        rowKey="id"
        loading={myOrders.loading}
        pagination={myOrders.pagination}
        dataSource={myOrders.orders}
        locale={{ emptyText: '暂无订单' }}
        aria-label="我的订单"
        scroll={{ x: 720 }}
        columns={[
          { title: '订单号', dataIndex: 'order_number' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (_: unknown, o: OrderList[number]) => (
              <>
                <Tag color={STATUS_COLOURS[o.status]}>{o.status_label}</Tag>
                {o.note && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
                    {o.note}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: '金额', dataIndex: 'amount', render: (amount: string) => `¥${amount}` },
          { title: 'VIP天数', dataIndex: 'vip_days' },
          { title: '创建时间', dataIndex: 'created_at', render: (at: string) => formatShanghaiTime(at) },
          { title: '支付时间', dataIndex: 'paid_at', render: (at: string | null) => (at ? formatShanghaiTime(at) : '—') },
        ]}
      />
    </div>
  );
}

function PackageCard({ pkg, selected, onSelect }: { pkg: VipPackageView; selected: boolean; onSelect: () => void }) {
  const { token } = theme.useToken();
  const card = (
    <Panel
      hoverable
      accent={selected ? token.colorPrimary : undefined}
      onClick={onSelect}
      role="radio"
      aria-checked={selected}
      aria-label={`${pkg.name} ¥${pkg.price} ${pkg.days}天`}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onSelect();
      }}
      title={pkg.name}
    >
      <div style={{ fontSize: 30, fontWeight: 700, color: token.colorTextHeading }}>
        ¥{priceTag(pkg.price)}
        <Muted style={{ fontSize: 14, marginInlineStart: 6 }}>/ {pkg.days}天</Muted>
      </div>
      <Muted>{pkg.description}</Muted>
      <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
        {pkg.features.map((f) => (
          <li key={f} style={{ padding: '3px 0' }}>
            <CheckCircleFilled style={{ color: token.colorSuccess, marginInlineEnd: 6 }} />
            {f}
          </li>
        ))}
      </ul>
    </Panel>
  );
  return pkg.recommended ? (
    // A deep gold: white on antd's 'gold' (#faad14) reads at 1.9:1, on this one at 5.4:1 (WCAG AA).
    <Badge.Ribbon text="推荐" color="#995c00">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
