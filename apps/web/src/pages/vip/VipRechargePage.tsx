/**
 * /vip-recharge (spec §2 VIP page, §4 VIP order): package cards, the order summary, the QR payment
 * view with its status, check and cancel, the success view, and the user's orders. Paying refreshes
 * the stored user at once, so the navigation badge and the personal center show the membership.
 */
import { CheckCircleFilled, CrownOutlined } from '@ant-design/icons';
import type { VipPackageView } from '@veridojo/contracts';
import { Alert, Badge, Button, Col, Descriptions, Result, Row, Space, Table, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBERSHIP_LABELS, type ResponseOf } from '@veridojo/contracts';
import { apiCall } from '../../api/client.ts';
import { checkSession } from '../../auth/session-check.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { formatShanghaiTime } from '../../lib/time.ts';
import { Panel } from '../../ui/Panel.tsx';
import { Muted } from '../../ui/text.tsx';
import { priceTag } from '../home/use-public-config.ts';
import { useOrderPolling } from './use-order-polling.ts';

type Order = ResponseOf<'vipRecharge'>['data'];
type OrderList = ResponseOf<'vipOrders'>['data']['orders'];
type VipInfo = ResponseOf<'vipInfo'>['data'];

const STATUS_COLOURS: Record<OrderList[number]['status'], string> = {
  pending: 'processing',
  paid: 'success',
  cancelled: 'default',
  expired: 'warning',
  refunded: 'magenta',
};

export default function VipRechargePage() {
  usePageTitle('VIP充值');
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [packages, setPackages] = useState<VipPackageView[] | 'loading' | 'failed'>('loading');
  const [selected, setSelected] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const [phase, setPhase] = useState<'waiting' | 'checking'>('waiting');
  const [paidUntil, setPaidUntil] = useState<string | null | undefined>(undefined);
  const [createError, setCreateError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [orders, setOrders] = useState<OrderList>([]);
  const [info, setInfo] = useState<VipInfo | null>(null);

  const reloadOrders = useCallback(() => {
    apiCall('vipOrders').then(
      (answer) => setOrders(answer.data.orders),
      (error: unknown) => console.error('加载订单失败', error),
    );
  }, []);
  const reloadInfo = useCallback(() => {
    apiCall('vipInfo').then(
      (answer) => setInfo(answer.data),
      (error: unknown) => console.error('加载会员信息失败', error),
    );
  }, []);

  useEffect(() => {
    apiCall('vipPackages').then(
      (answer) => {
        setPackages(answer.data);
        setSelected((current) => current ?? answer.data.find((p) => p.recommended)?.id ?? answer.data[0]?.id ?? null);
      },
      () => setPackages('failed'),
    );
    reloadOrders();
    reloadInfo();
  }, [reloadOrders, reloadInfo]);

  const check = useCallback(
    async (orderId: number) => {
      setPhase('checking');
      try {
        const answer = await apiCall('vipOrderStatus', undefined, { id: orderId });
        if (answer.data.status === 'paid') {
          setOrder(null);
          setPaidUntil(answer.data.vip_expiry_date);
          reloadInfo();
          reloadOrders();
          await checkSession();
        } else if (answer.data.status !== 'pending') {
          setOrder(null);
          reloadOrders();
        }
      } catch (error) {
        console.error('查询订单状态失败', error);
      } finally {
        setPhase('waiting');
      }
    },
    [reloadInfo, reloadOrders],
  );
  useOrderPolling(order?.order_id ?? null, check);

  const create = async () => {
    if (!selected) return;
    setCreating(true);
    setCreateError(null);
    try {
      const answer = await apiCall('vipRecharge', { package_id: selected });
      setOrder(answer.data);
      setPaidUntil(undefined);
      reloadOrders();
    } catch (error) {
      setCreateError(`创建订单失败：${error instanceof Error ? error.message : '未知错误'}`);
    } finally {
      setCreating(false);
    }
  };

  const cancel = async () => {
    if (!order) return;
    try {
      await apiCall('vipCancel', undefined, { id: order.order_id });
    } catch (error) {
      console.error('取消订单失败', error);
    }
    setOrder(null);
    reloadOrders();
  };

  const chosen = Array.isArray(packages) ? packages.find((p) => p.id === selected) : undefined;

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 24px 64px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        <CrownOutlined style={{ color: token.colorWarning, marginInlineEnd: 8 }} />
        升级VIP会员
      </Typography.Title>
      {info && (
        <Muted data-testid="vip-info">
          当前身份：{MEMBERSHIP_LABELS[info.membership_type]}
          {info.is_vip && info.vip_expiry_date ? `，到期时间 ${formatShanghaiTime(info.vip_expiry_date)}（北京时间）` : ''}
        </Muted>
      )}

      {paidUntil !== undefined ? (
        <Result
          status="success"
          title="支付成功，VIP 已开通"
          subTitle={paidUntil ? `VIP到期时间：${formatShanghaiTime(paidUntil)}（北京时间）` : 'VIP 长期有效'}
          extra={
            <Button type="primary" onClick={() => void navigate('/')}>
              返回首页
            </Button>
          }
        />
      ) : order ? (
        <Panel title="扫码支付" data-testid="qr-view" style={{ marginTop: 24 }}>
          <Row gutter={[24, 16]} align="middle">
            <Col xs={24} sm={10} style={{ textAlign: 'center' }}>
              <img src={order.qr_code} alt="支付二维码" width={240} height={240} style={{ background: '#fff', borderRadius: 8 }} />
            </Col>
            <Col xs={24} sm={14}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label="订单号">{order.order_number}</Descriptions.Item>
                <Descriptions.Item label="套餐">
                  {order.package_name}（{order.vip_days}天）
                </Descriptions.Item>
                <Descriptions.Item label="金额">¥{order.amount}</Descriptions.Item>
                <Descriptions.Item label="状态">
                  <Badge status="processing" text={phase === 'checking' ? '正在检查支付状态…' : '等待支付'} data-testid="order-phase" />
                </Descriptions.Item>
              </Descriptions>
              {order.provider === 'demo' && (
                <Alert
                  type="info"
                  showIcon
                  style={{ margin: '12px 0' }}
                  message="演示支付：本站没有配置支付宝，不会真实扣款"
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
              <Space>
                <Button type="primary" onClick={() => void check(order.order_id)} loading={phase === 'checking'}>
                  检查支付状态
                </Button>
                <Button onClick={() => void cancel()}>取消订单</Button>
              </Space>
            </Col>
          </Row>
        </Panel>
      ) : (
        <>
          {packages === 'failed' && <Alert type="error" showIcon style={{ marginTop: 24 }} message="加载套餐失败，请刷新页面重试" />}
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
              {createError && <Alert type="error" showIcon message={createError} style={{ margin: '12px 0' }} />}
              <Button
                type="primary"
                size="large"
                icon={<CrownOutlined />}
                loading={creating}
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
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={orders}
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
    <Badge.Ribbon text="推荐" color="gold">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
