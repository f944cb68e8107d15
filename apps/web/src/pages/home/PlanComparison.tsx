/**
 * Free membership against VIP (spec §2 Home): the free limits come from the live configuration,
 * the VIP price from the shortest package the server offers (¥9.9 per 7 days by default), and the
 * upgrade button leads to /vip-recharge.
 */
import { CheckCircleFilled, CrownOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { useGuardedNavigate } from '../../app/navigation.ts';
import { Col, Row } from '../../ui/Grid.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { Muted } from '../../ui/text.tsx';
import { priceTag, useHomeVipPrice, type PublicConfigState } from './use-public-config.ts';

/** The free tier's limits as the configuration states them; vaguer words when it could not be read. */
function freePlanFeatures(state: PublicConfigState): string[] {
  if (state.status === 'ready') {
    const { problem_limit, ide_line_limit, converter_line_limit } = state.config;
    return [`前 ${problem_limit} 道题目`, `IDE 最多 ${ide_line_limit} 行代码`, `转换器最多 ${converter_line_limit} 行代码`, '标准支持'];
  }
  if (state.status === 'failed') return ['部分题目', 'IDE 代码行数受限', '转换器代码行数受限', '标准支持'];
  return ['前 … 道题目', 'IDE 最多 … 行代码', '转换器最多 … 行代码', '标准支持'];
}

const VIP_PLAN_FEATURES = ['全部题目', 'IDE 不限行数', '转换器不限行数', '优先支持'];

function FeatureList({ items, icon }: { items: string[]; icon: ReactNode }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: '16px 0 24px', flex: 1 }}>
      {items.map((item) => (
        <li key={item} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0' }}>
          {icon}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Price({ amount, unit }: { amount: string; unit: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ color: token.colorTextHeading }}>
      <span style={{ fontSize: 36, fontWeight: 700 }}>{amount}</span>
      <Muted style={{ fontSize: 16, marginInlineStart: 6 }}>{unit}</Muted>
    </div>
  );
}

export function PlanComparison({ config }: { config: PublicConfigState }) {
  const go = useGuardedNavigate();
  const { token } = theme.useToken();
  const vip = useHomeVipPrice();
  return (
    <Row gutter={[24, 24]} justify="center">
      <Col xs={24} md={12} lg={10}>
        <Panel title="免费会员" data-testid="plan-free">
          <Price amount="¥0" unit="注册即可使用" />
          <FeatureList items={freePlanFeatures(config)} icon={<MinusCircleOutlined style={{ color: token.colorTextTertiary }} />} />
          <Muted>代码行数不计空行和注释。</Muted>
        </Panel>
      </Col>
      <Col xs={24} md={12} lg={10}>
        <Panel
          data-testid="plan-vip"
          accent={token.colorWarning}
          title={
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <CrownOutlined style={{ color: token.colorWarning }} />
              VIP会员
            </span>
          }
        >
          {vip.status === 'ready' ? (
            <Price amount={`¥${priceTag(vip.price.price)}`} unit={`/ ${vip.price.days}天`} />
          ) : (
            <Price amount="¥…" unit={vip.status === 'failed' ? '价格暂时无法读取' : ''} />
          )}
          <FeatureList items={VIP_PLAN_FEATURES} icon={<CheckCircleFilled style={{ color: token.colorSuccess }} />} />
          <Button type="primary" size="large" block icon={<CrownOutlined />} onClick={() => go('/vip-recharge', true)}>
            立即升级
          </Button>
        </Panel>
      </Col>
    </Row>
  );
}
