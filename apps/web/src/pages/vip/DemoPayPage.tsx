/**
 * /vip-recharge/demo-pay/{order} — the demo provider's confirmation page, what its QR code opens
 * when no Alipay credentials are configured. It says plainly that no money moves; confirming
 * settles the order through the same path as a verified payment. The server refuses it in production.
 * Failures read as on every page: the server's sentence, else 加载订单失败 / 支付未完成.
 */
import { Alert, Button, Descriptions, Result, Spin } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAction } from '../../api/action.ts';
import { actionFailureText, apiCall } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { Panel } from '../../ui/Panel.tsx';

export default function DemoPayPage() {
  usePageTitle('演示支付');
  const { orderNumber = '' } = useParams();
  const read = useApiQuery('demoPaymentOrder', { params: { orderNumber } });
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = useAction(
    async () => {
      setError(null);
      const answer = await apiCall('demoPaymentConfirm', undefined, { orderNumber });
      setDone(answer.data.message);
    },
    { failure: (failure) => setError(actionFailureText(failure, '支付未完成')) },
  );
  const order = read.data?.data;

  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: '48px 24px' }}>
      {read.status === 'failed' ? (
        <Result status="warning" title="无法打开这个订单" subTitle={actionFailureText(read.error, '加载订单失败')} />
      ) : !order ? (
        <Spin />
      ) : done ? (
        <Result status="success" title={done} subTitle="可以回到 VIP 页面查看结果" />
      ) : (
        <Panel title="演示支付确认">
          <Alert type="warning" showIcon title="这是演示支付：本站没有配置支付宝，确认后不会真实扣款。" style={{ marginBottom: 16 }} />
          <Descriptions column={1} size="small">
            <Descriptions.Item label="订单号">{order.order_number}</Descriptions.Item>
            <Descriptions.Item label="套餐">
              {order.package_name}（{order.vip_days}天）
            </Descriptions.Item>
            <Descriptions.Item label="金额">¥{order.amount}</Descriptions.Item>
            <Descriptions.Item label="状态">{order.status_label}</Descriptions.Item>
          </Descriptions>
          {error && <Alert type="error" showIcon title={error} style={{ margin: '12px 0' }} />}
          <Button
            type="primary"
            block
            size="large"
            loading={confirm.busy}
            disabled={order.status !== 'pending'}
            onClick={() => void confirm.run()}
            style={{ marginTop: 16 }}
          >
            确认支付（演示）
          </Button>
        </Panel>
      )}
    </div>
  );
}
